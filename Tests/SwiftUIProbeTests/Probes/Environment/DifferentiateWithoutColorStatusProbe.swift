import SwiftUI

/// A status that adds a symbol beside its red text when Differentiate Without Colour is on.
struct DifferentiateWithoutColorStatusProbe: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor

    var body: some View {
        HStack(spacing: 4) {
            if differentiateWithoutColor {
                Image(systemName: "exclamationmark.triangle")
            }
            Text("Overdue")
        }
        .foregroundStyle(.red)
    }
}
