import SwiftUI

/// A dial drawn with `Canvas`, its value drawn as text centred on it.
struct CanvasCentredTextProbe: View {
    var value = 72

    var body: some View {
        Canvas { context, size in
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)),
                           with: .color(Color(red: 0, green: 0, blue: 1)), lineWidth: 4)
            var label = context.resolve(Text("\(value)").font(.system(size: 20)))
            label.shading = .color(Color(red: 1, green: 0, blue: 0))
            context.draw(label, at: centre)
        }
        .frame(width: 80, height: 80)
    }
}
