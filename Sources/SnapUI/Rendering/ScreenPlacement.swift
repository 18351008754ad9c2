import Raster

/// Where a whole screen's root view goes, as `UIHostingController` places its root: offered the
/// safe area, it keeps the size it chooses, centred in the safe area (its origin on a whole
/// pixel). Along an axis where it fills the safe area (a stack with a `Spacer`, a `ScrollView`) it
/// takes the safe area, and its backgrounds extend under the insets (`PlacedScreen`); a root that
/// draws its own bars inside the insets (a `NavigationStack`, a `TabView`, a split view) takes the
/// whole screen, and one that `ignoresSafeArea(edges:)` the safe area grown across those edges. A
/// root taller than the screen makes the image taller.
struct ScreenPlacement {
    /// The screen's size in points.
    let width, height: Double
    let safeAreaInsets: EdgeInsets
    /// Pixels per point.
    let scale: Double
    /// Told where the screen and its safe area end up, for backgrounds that extend under the insets.
    let placedScreen: PlacedScreen?

    /// Sizes `root` and places it: returns the image's frame.
    func place(_ root: Node) -> Rect {
        let safe = Rect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
                        width: max(width - safeAreaInsets.horizontal, 0), height: max(height - safeAreaInsets.vertical, 0))
        // A root that draws into the insets is laid out over them; any other in the safe area.
        let ignored = root.ignoredSafeAreaEdges
        let top = ignored.contains(.top) ? 0 : safe.minY, leading = ignored.contains(.leading) ? 0 : safe.minX
        let area = Rect(x: leading, y: top, width: (ignored.contains(.trailing) ? width : safe.maxX) - leading,
                        height: (ignored.contains(.bottom) ? height : safe.maxY) - top)
        let fitted = root.sizeThatFits(ProposedViewSize(width: safe.width, height: safe.height))
        let fillsWidth = fitted.width >= safe.width, fillsHeight = fitted.height >= safe.height
        let (x, rootWidth) = fillsWidth ? (area.minX, area.width) : (pixelAlignedCentre(of: fitted.width, in: safe.minX, safe.width, scale: scale), fitted.width)
        let (y, rootHeight): (Double, Double)
        if fillsHeight {
            let natural = root.sizeThatFits(ProposedViewSize(width: area.width, height: area.height))
            (y, rootHeight) = (area.minY, (max(natural.height, area.height) * scale).rounded(.up) / scale)
        } else {
            (y, rootHeight) = (pixelAlignedCentre(of: fitted.height, in: safe.minY, safe.height, scale: scale), fitted.height)
        }
        let imageHeight = fillsHeight ? rootHeight + (height - area.height) : height
        placedScreen?.set(bounds: Rect(x: 0, y: 0, width: width, height: imageHeight),
                          safeArea: Rect(x: safe.minX, y: safe.minY, width: safe.width, height: imageHeight - safeAreaInsets.vertical))
        root.place(in: Rect(x: x, y: y, width: rootWidth, height: rootHeight))
        return Rect(x: 0, y: 0, width: width, height: imageHeight)
    }
}
