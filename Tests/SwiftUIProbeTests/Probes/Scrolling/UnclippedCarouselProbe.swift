import SwiftUI

/// A carousel inset from the screen's edges whose cards show past the scroll view's frame.
struct UnclippedCarouselProbe: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in
                    Color.orange.frame(width: 120, height: 60)
                }
            }
        }
        .scrollClipDisabled()
        .padding(.horizontal, 20)
    }
}
