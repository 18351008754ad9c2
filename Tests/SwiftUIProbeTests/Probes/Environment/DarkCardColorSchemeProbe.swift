import SwiftUI

/// A light screen with one card forced dark with the older `colorScheme(_:)` modifier.
struct DarkCardColorSchemeProbe: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.primary.frame(width: 20, height: 20)
            Color.primary.frame(width: 20, height: 20)
                .colorScheme(.dark)
        }
    }
}
