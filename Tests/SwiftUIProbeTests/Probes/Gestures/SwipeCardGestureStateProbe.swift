import SwiftUI

/// A card that follows a drag and springs back: at rest it is where it was laid out.
struct SwipeCardGestureStateProbe: View {
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var isPressed = false
    @State private var dismissed = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(isPressed ? Color.gray : Color.blue)
            .frame(width: 60, height: 40)
            .offset(dragOffset)
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .updating($dragOffset) { value, state, transaction in
                        state = value.translation
                        transaction.animation = .interactiveSpring()
                    }
                    .onChanged { value in
                        if abs(value.translation.width) > 100 { dismissed += 1 }
                    }
                    .onEnded { _ in dismissed += 1 }
            )
            .simultaneousGesture(
                LongPressGesture(minimumDuration: 0.2).updating($isPressed) { current, state, _ in
                    state = current
                }
            )
    }
}
