import SwiftUI

/// A carousel whose cards start 20 points in, yet scroll to the screen's edges.
struct SafeAreaPaddingCarouselProbe: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in
                    Color.indigo.frame(width: 150, height: 60)
                }
            }
        }
        .safeAreaPadding(.horizontal, 20)
    }
}
