import SwiftUI

/// A progress arc whose ends animate together through `AnimatablePair`.
struct ProgressArc: Shape {
    var start: Double
    var end: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set {
            start = newValue.first
            end = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 5,
                startAngle: .degrees(360 * start - 90), endAngle: .degrees(360 * end - 90), clockwise: false)
        }
    }
}

struct AnimatableProgressArcProbe: View {
    var arc = ProgressArc(start: 0, end: 0.25)

    var body: some View {
        arc
            .stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 10)
            .frame(width: 100, height: 100)
            .background(Color.white)
    }
}
