import Raster

/// How different a rendering may be from its golden and still match. The default is exact: a
/// snapshot matches only when every pixel is the same, byte for byte.
///
/// nhs-snap's renders are deterministic (the same pixels in debug and release, for any number of
/// jobs, on any machine), so an unchanged scene renders to exactly its golden and any changed
/// pixel is a real change. A tolerance is for goldens drawn by another renderer (an iOS
/// simulator's screenshots, say): pixelmatch's colour threshold and anti-aliasing detection, and a
/// number or share of differing pixels allowed.
public struct Tolerance: Hashable, Sendable, Codable {
    /// Pixelmatch's colour threshold, 0 to 1: how far a pixel's colour may move and still count as
    /// the same (its squared YIQ distance may be up to `35215 × threshold²`). 0 counts every change.
    public var threshold: Double
    /// When true, pixels pixelmatch judges to be anti-aliasing are not counted as differing.
    public var ignoresAntialiasing: Bool
    /// Differing pixels allowed.
    public var maxDiffPixels: Int
    /// Differing pixels allowed, as a fraction of all pixels.
    public var maxDiffRatio: Double

    /// A tolerance; the defaults are exact: no threshold, anti-aliasing counted, no pixel allowed.
    public init(threshold: Double = 0, ignoresAntialiasing: Bool = false, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0) {
        self.threshold = threshold
        self.ignoresAntialiasing = ignoresAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Every pixel must be the same (the default).
    public static let exact = Tolerance()

    /// True when pixels are counted byte for byte: no threshold and anti-aliasing counted.
    /// Otherwise pixelmatch counts them.
    public var countsEveryChange: Bool { threshold == 0 && !ignoresAntialiasing }

    /// Pixelmatch's options for this tolerance, keeping what the diff image needs.
    var pixelmatchOptions: DiffOptions { DiffOptions(threshold: threshold, includeAA: !ignoresAntialiasing) }

    /// The differing pixels allowed in an image of `totalPixels`: the larger of the two limits.
    public func allowedPixels(of totalPixels: Int) -> Int {
        max(maxDiffPixels, Int((maxDiffRatio * Double(totalPixels)).rounded(.down)))
    }

    /// True when `difference` is within this tolerance: the same size, and no more counted pixels
    /// than allowed. The one definition of a match, for verify, record and assertSnapshot alike.
    public func accepts(_ difference: SnapshotDifference) -> Bool {
        difference.changes.sizeMismatch == nil && difference.countedPixels <= allowedPixels(of: difference.changes.comparedPixels)
    }
}
