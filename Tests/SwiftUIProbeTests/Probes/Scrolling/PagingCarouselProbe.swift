import SwiftUI

/// A paging carousel of tips, each card the width of the scroll view.
struct PagingCarouselProbe: View {
    let colors: [Color] = [.blue, .orange, .green]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<3) { index in
                    colors[index]
                        .frame(height: 80)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}
