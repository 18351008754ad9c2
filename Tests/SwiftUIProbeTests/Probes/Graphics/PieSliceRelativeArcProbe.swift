import SwiftUI

/// A pie chart's slice for a quarter of the total, drawn from twelve o'clock with a relative arc.
struct PieSlice: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: centre)
        path.addRelativeArc(
            center: centre, radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), delta: .degrees(360 * fraction))
        path.closeSubpath()
        return path
    }
}

struct PieSliceRelativeArcProbe: View {
    var body: some View {
        PieSlice(fraction: 0.25)
            .fill(Color(red: 1, green: 0, blue: 0))
            .frame(width: 80, height: 80)
            .background(Color.white)
    }
}
