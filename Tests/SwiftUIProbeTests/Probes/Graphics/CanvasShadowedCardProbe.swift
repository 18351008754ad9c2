import SwiftUI

/// A card drawn with `Canvas` with a shadow added as a filter, and a greyed-out tile beside it.
struct CanvasShadowedCardProbe: View {
    var body: some View {
        Canvas { context, size in
            var card = context
            card.addFilter(.shadow(color: .black, radius: 2, x: 0, y: 6))
            card.fill(Path(CGRect(x: 20, y: 10, width: 60, height: 30)), with: .color(.white))
            var faded = context
            faded.addFilter(.grayscale(1))
            faded.fill(Path(CGRect(x: 90, y: 10, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        .frame(width: 120, height: 60)
        .background(Color(red: 0.8, green: 0.8, blue: 0.8))
    }
}
