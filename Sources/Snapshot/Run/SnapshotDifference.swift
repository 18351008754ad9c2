import Raster

/// How a rendering differs from its golden: what changed byte for byte, and how many pixels the
/// tolerance counts.
public struct SnapshotDifference: Sendable, Equatable {
    /// The exact changes: how many pixels, their bounding box, the largest channel difference,
    /// and the sizes when they differ.
    public var changes: PixelChanges
    /// Pixels the tolerance counts as differing: every changed one when it counts every change,
    /// otherwise those pixelmatch finds over its threshold and not anti-aliasing.
    public var countedPixels: Int
    /// Changed pixels pixelmatch took for anti-aliasing and did not count (0 unless the tolerance
    /// ignores anti-aliasing).
    public var ignoredAntialiasedPixels: Int

    public init(changes: PixelChanges, countedPixels: Int, ignoredAntialiasedPixels: Int = 0) {
        self.changes = changes
        self.countedPixels = countedPixels
        self.ignoredAntialiasedPixels = ignoredAntialiasedPixels
    }
}
