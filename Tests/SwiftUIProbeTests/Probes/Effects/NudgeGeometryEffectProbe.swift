import SwiftUI

/// A custom `GeometryEffect` that nudges a field sideways after a wrong answer.
struct NudgeEffect: GeometryEffect {
    var offset: CGFloat

    var animatableData: CGFloat {
        get { offset }
        set { offset = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset, y: 0))
    }
}

struct NudgeGeometryEffectProbe: View {
    var attempts = 1

    var body: some View {
        Color(red: 1, green: 0, blue: 0)
            .frame(width: 40, height: 20)
            .modifier(NudgeEffect(offset: CGFloat(attempts) * 10))
            .frame(width: 80, alignment: .leading)
            .background(Color.white)
    }
}
