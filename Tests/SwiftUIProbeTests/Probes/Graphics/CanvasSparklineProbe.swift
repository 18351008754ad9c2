import SwiftUI

/// A heart-rate sparkline drawn with `Canvas`: a stroked polyline over a filled baseline band.
struct CanvasSparklineProbe: View {
    let readings: [CGFloat] = [0.5, 0.5, 0.5, 0.5, 0.5]

    var body: some View {
        Canvas { context, size in
            context.fill(
                Path(CGRect(x: 0, y: size.height - 10, width: size.width, height: 10)),
                with: .color(red: 0.9, green: 0.9, blue: 0.9))
            var line = Path()
            for (index, reading) in readings.enumerated() {
                let point = CGPoint(
                    x: size.width * CGFloat(index) / CGFloat(readings.count - 1),
                    y: size.height * (1 - reading))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .color(.red), lineWidth: 4)
        }
        .frame(width: 100, height: 60)
    }
}
