import SwiftUI

/// A photo that opens on a tap and is liked on a double tap, which takes priority.
struct DoubleTapLikeHighPriorityProbe: View {
    @State private var liked = false
    @State private var opened = false

    var body: some View {
        VStack {
            Color.pink.frame(width: 50, height: 50)
                .onTapGesture { opened = true }
                .highPriorityGesture(TapGesture(count: 2).onEnded { liked.toggle() })
                .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in opened = false })
                .gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { _ in liked = true })
            Text(liked ? "Liked" : "Not liked")
        }
    }
}
