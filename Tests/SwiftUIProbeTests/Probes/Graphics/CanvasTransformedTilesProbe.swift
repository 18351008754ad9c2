import SwiftUI

/// Calendar tiles drawn with `Canvas`, each placed with `translateBy`, `scaleBy` and `rotate`.
struct CanvasTransformedTilesProbe: View {
    var body: some View {
        Canvas { context, size in
            let tile = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            var moved = context
            moved.translateBy(x: 10, y: 10)
            moved.fill(tile, with: .color(Color(red: 1, green: 0, blue: 0)))
            var scaled = context
            scaled.translateBy(x: 40, y: 10)
            scaled.scaleBy(x: 2, y: 2)
            scaled.fill(tile, with: .color(Color(red: 0, green: 0, blue: 1)))
            var turned = context
            turned.translateBy(x: 90, y: 20)
            turned.rotate(by: .degrees(90))
            turned.fill(tile, with: .color(Color(red: 0, green: 1, blue: 0)))
        }
        .frame(width: 120, height: 40)
    }
}
