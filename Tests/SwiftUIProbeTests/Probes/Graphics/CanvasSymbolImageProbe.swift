import SwiftUI

/// A favourites marker drawn with `Canvas` from an SF Symbol, tinted through its resolved shading.
struct CanvasSymbolImageProbe: View {
    var body: some View {
        Canvas { context, size in
            var heart = context.resolve(Image(systemName: "heart.fill"))
            heart.shading = .color(Color(red: 1, green: 0, blue: 0))
            context.draw(heart, at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .frame(width: 60, height: 40)
        .background(Color.white)
    }
}
