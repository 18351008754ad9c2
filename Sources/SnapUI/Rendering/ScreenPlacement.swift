import Raster

/// Where a whole screen's root view goes, as `UIHostingController` places its root: offered the
/// safe area, it keeps the size it chooses, centred in the safe area (its origin on a whole
/// pixel). Along an axis where it fills the safe area (a `NavigationStack`, a `List`, a stack
/// with a `Spacer`) it takes the whole screen, as SwiftUI's full-screen containers extend under
/// the status bar and home indicator and draw their bars inside the insets themselves; a root
/// taller than the screen makes the image taller.
struct ScreenPlacement {
    /// The screen's size in points.
    let width, height: Double
    let safeAreaInsets: EdgeInsets
    /// Pixels per point.
    let scale: Double

    /// Sizes `root` and places it: returns the image's frame.
    func place(_ root: Node) -> Rect {
        let safe = Rect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
                        width: max(width - safeAreaInsets.horizontal, 0), height: max(height - safeAreaInsets.vertical, 0))
        let fitted = root.sizeThatFits(ProposedViewSize(width: safe.width, height: safe.height))
        let fillsWidth = fitted.width >= safe.width, fillsHeight = fitted.height >= safe.height
        let (x, rootWidth) = fillsWidth ? (0, width) : (centred(fitted.width, in: safe.minX, safe.width), fitted.width)
        let (y, rootHeight): (Double, Double)
        if fillsHeight {
            let natural = root.sizeThatFits(ProposedViewSize(width: width, height: height))
            (y, rootHeight) = (0, (max(natural.height, height) * scale).rounded(.up) / scale)
        } else {
            (y, rootHeight) = (centred(fitted.height, in: safe.minY, safe.height), fitted.height)
        }
        root.place(in: Rect(x: x, y: y, width: rootWidth, height: rootHeight))
        return Rect(x: 0, y: 0, width: width, height: fillsHeight ? rootHeight : height)
    }

    /// The start of `length` centred in the span from `start` `available` long, on a whole pixel.
    private func centred(_ length: Double, in start: Double, _ available: Double) -> Double {
        ((start + (available - length) / 2) * scale).rounded() / scale
    }
}
