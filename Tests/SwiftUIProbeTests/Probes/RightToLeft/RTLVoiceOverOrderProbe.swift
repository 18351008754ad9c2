import SwiftUI

/// A row of two labels: VoiceOver reads the leading one first, on the right, right to left.
struct RTLVoiceOverOrderProbe: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("Name")
                .frame(width: 80, alignment: .leading)
            Text("Value")
                .frame(width: 80, alignment: .leading)
        }
        .frame(width: 200, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
    }
}
