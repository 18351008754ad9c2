import SwiftUI

/// A header that gives up height when the screen is short (a phone in landscape).
struct CompactHeightHeaderProbe: View {
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        Text("Appointments")
            .font(.title)
            .frame(maxWidth: .infinity)
            .frame(height: verticalSizeClass == .compact ? 44 : 96)
            .background(Color(red: 0, green: 0.37, blue: 0.72))
    }
}
