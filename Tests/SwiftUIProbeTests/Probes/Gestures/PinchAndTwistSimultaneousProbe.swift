import SwiftUI

/// A map tile that can be pinched and twisted at once, as older code writes it.
struct PinchAndTwistSimultaneousProbe: View {
    @State private var scale: CGFloat = 1
    @State private var rotation = Angle.zero

    var body: some View {
        let pinch = MagnificationGesture().onChanged { scale = $0 }
        let twist = RotationGesture().onChanged { rotation = $0 }
        Color.teal
            .frame(width: 50, height: 30)
            .scaleEffect(scale)
            .rotationEffect(rotation)
            .gesture(SimultaneousGesture(pinch, twist))
            .gesture(
                MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { value in
                    scale = value.first?.magnification ?? scale
                    rotation = value.second?.rotation ?? rotation
                }
            )
    }
}
