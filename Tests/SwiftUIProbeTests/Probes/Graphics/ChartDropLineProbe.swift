import SwiftUI

/// An area chart closed down to its baseline from wherever the line ended (`Path.currentPoint`).
struct ChartDropLineProbe: View {
    var body: some View {
        Path { path in
            path.move(to: CGPoint(x: 0, y: 40))
            path.addLine(to: CGPoint(x: 50, y: 10))
            if let end = path.currentPoint {
                path.addLine(to: CGPoint(x: end.x, y: 50))
                path.addLine(to: CGPoint(x: 0, y: 50))
            }
            path.closeSubpath()
        }
        .fill(Color(red: 0, green: 0, blue: 1))
        .frame(width: 100, height: 50)
        .background(Color.white)
    }
}
