import Foundation
import SwiftUI

/// A meter bar drawn with a `Canvas`: a capsule filled with a gradient across the canvas's width.
struct CanvasGradientMeterProbe: View {
    var body: some View {
        Canvas { context, size in
            let bar = Path(CGRect(origin: .zero, size: size))
            context.fill(
                bar,
                with: .linearGradient(
                    Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                    startPoint: CGPoint(x: 20, y: 0),
                    endPoint: CGPoint(x: size.width - 20, y: 0)))
        }
        .frame(width: 120, height: 20)
    }
}
