import SwiftUI

/// Map pins drawn with `Canvas`: one pin view, given in `symbols`, drawn at each location.
struct CanvasSymbolsMapProbe: View {
    let pins: [CGPoint] = [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 30)]

    var body: some View {
        Canvas { context, size in
            guard let pin = context.resolveSymbol(id: "pin") else { return }
            for location in pins {
                context.draw(pin, at: location)
            }
        } symbols: {
            Circle()
                .fill(Color(red: 1, green: 0, blue: 0))
                .frame(width: 12, height: 12)
                .tag("pin")
        }
        .frame(width: 100, height: 50)
        .background(Color.white)
    }
}
