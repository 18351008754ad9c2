import SwiftUI

/// A scrolling column of cards inset by content margins.
struct ContentMarginsProbe: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                Color.teal.frame(height: 40)
                Color.teal.frame(height: 40)
            }
        }
        .contentMargins(24, for: .scrollContent)
        .contentMargins(.vertical, 50, for: .scrollIndicators)
    }
}
