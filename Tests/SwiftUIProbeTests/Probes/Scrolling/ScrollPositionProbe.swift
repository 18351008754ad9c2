import SwiftUI

/// A list of days bound to a scroll position: with none chosen, it shows from its start.
struct ScrollPositionProbe: View {
    @State private var day: Int?

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(1...7, id: \.self) { day in
                    Text("Day \(day)")
                        .frame(maxWidth: .infinity, minHeight: 30)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $day)
    }
}
