import Raster
import Synchronization

/// Where a whole-screen render put its screen and the screen's safe area, in the image's points,
/// known once `ScreenPlacement` has sized the root: what a background that ignores the safe area
/// (`background(_:ignoresSafeAreaEdges:)`, SwiftUI's default) extends to from the edges of the safe
/// area it touches, under the status bar and the home indicator.
final class PlacedScreen: Sendable {
    private let placed = Mutex<(bounds: Rect, safeArea: Rect)?>(nil)

    /// Notes where the screen and its safe area are, before the root is placed.
    func set(bounds: Rect, safeArea: Rect) { placed.withLock { $0 = (bounds, safeArea) } }

    /// `rect` grown to the screen's edges across each edge in `edges` where it lies on the safe
    /// area's edge; `rect` itself before the screen is placed, or where it touches no such edge.
    func extending(_ rect: Rect, across edges: Edge.Set) -> Rect {
        guard let (bounds, safe) = placed.withLock({ $0 }), !edges.isEmpty else { return rect }
        func touches(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
        var (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        if edges.contains(.top), touches(minY, safe.minY) { minY = bounds.minY }
        if edges.contains(.bottom), touches(maxY, safe.maxY) { maxY = bounds.maxY }
        if edges.contains(.leading), touches(minX, safe.minX) { minX = bounds.minX }
        if edges.contains(.trailing), touches(maxX, safe.maxX) { maxX = bounds.maxX }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

private struct PlacedScreenKey: EnvironmentKey {
    static let defaultValue: PlacedScreen? = nil
}

extension EnvironmentValues {
    /// The screen of a whole-screen render with a safe area; nil otherwise (nothing to extend into).
    var placedScreen: PlacedScreen? {
        get { self[PlacedScreenKey.self] }
        set { self[PlacedScreenKey.self] = newValue }
    }
}
