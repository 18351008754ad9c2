import SwiftUI

/// A custom shape pointing to the trailing edge: shapes mirror right to left (iOS 17 and later).
struct PlayTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct RTLCustomShapeProbe: View {
    var body: some View {
        PlayTriangle()
            .fill(Color.blue)
            .frame(width: 40, height: 40)
    }
}
