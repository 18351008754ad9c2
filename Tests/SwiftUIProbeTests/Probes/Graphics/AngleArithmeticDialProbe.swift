import SwiftUI

/// A dial's needle whose angle is worked out with `Angle` arithmetic.
struct AngleArithmeticDialProbe: View {
    var fraction = 0.25
    var start = Angle.degrees(-90)

    var needle: Angle {
        var angle = start + .degrees(360) * fraction
        if angle > .degrees(180) { angle -= .degrees(360) }
        return angle
    }

    var body: some View {
        ZStack {
            Rectangle()
                .fill(Color(red: 1, green: 0, blue: 0))
                .frame(width: 40, height: 4)
                .offset(x: 20)
                .rotationEffect(needle)
        }
        .frame(width: 100, height: 100)
        .background(Color.white)
    }
}
