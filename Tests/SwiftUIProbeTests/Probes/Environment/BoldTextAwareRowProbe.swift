import SwiftUI

/// A row whose rule thickens when Bold Text is on; its text draws heavier by itself.
struct BoldTextAwareRowProbe: View {
    @Environment(\.legibilityWeight) private var legibilityWeight

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Repeat prescriptions")
            Rectangle()
                .frame(width: 100, height: legibilityWeight == .bold ? 2 : 1)
        }
    }
}
