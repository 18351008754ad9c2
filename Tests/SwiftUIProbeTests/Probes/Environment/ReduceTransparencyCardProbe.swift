import SwiftUI

/// A translucent card over a coloured backdrop that turns opaque when Reduce Transparency is on.
struct ReduceTransparencyCardProbe: View {
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

    var body: some View {
        ZStack {
            Color(red: 1, green: 0, blue: 0)
            Color.white
                .opacity(reduceTransparency ? 1 : 0.6)
                .frame(width: 60, height: 30)
        }
        .frame(width: 100, height: 50)
    }
}
