import SwiftUI

/// A dial turned with two fingers; at rest, at its saved angle.
struct RotatableDialRotateProbe: View {
    @GestureState private var twist = Angle.zero
    @State private var angle = Angle.degrees(90)

    var body: some View {
        Capsule()
            .fill(.black)
            .frame(width: 60, height: 6)
            .rotationEffect(angle + twist)
            .gesture(
                RotateGesture(minimumAngleDelta: .degrees(2))
                    .updating($twist) { value, twist, _ in
                        twist = value.rotation
                    }
                    .onEnded { value in
                        angle = angle + value.rotation
                    }
            )
            .frame(width: 80, height: 80)
    }
}
