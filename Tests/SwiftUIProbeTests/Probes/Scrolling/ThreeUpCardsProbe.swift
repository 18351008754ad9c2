import SwiftUI

/// Cards three to a screen, aligned to the cards when swiped.
struct ThreeUpCardsProbe: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                ForEach(0..<5) { _ in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.blue)
                        .frame(height: 60)
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}
