import SwiftUI

/// A title aligned to the leading edge of a full-width frame, in Arabic layout.
struct RTLFrameAlignmentProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Hello")
                .frame(maxWidth: .infinity, alignment: .leading)
            Text("World")
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding(.horizontal, 10)
        .environment(\.layoutDirection, .rightToLeft)
    }
}
