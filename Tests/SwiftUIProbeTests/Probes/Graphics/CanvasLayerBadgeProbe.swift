import SwiftUI

/// Overlapping rings drawn in one `drawLayer`, faded as a whole so their overlap is not darker.
struct CanvasLayerBadgeProbe: View {
    var body: some View {
        Canvas { context, size in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
                layer.fill(Path(CGRect(x: 40, y: 0, width: 60, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
            }
        }
        .frame(width: 100, height: 20)
        .background(Color.white)
    }
}
