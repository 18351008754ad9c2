import SwiftUI

/// A speech bubble with one corner rounded by a tangent arc.
struct SpeechBubble: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.minY),
            tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
            radius: 20)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct SpeechBubbleCornerProbe: View {
    var body: some View {
        SpeechBubble()
            .fill(Color(red: 0, green: 0, blue: 1))
            .frame(width: 80, height: 40)
            .background(Color.white)
    }
}
