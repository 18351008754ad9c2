import Raster

/// How different a rendering may be from its golden and still match.
public struct Tolerance: Hashable, Sendable, Codable {
    /// Pixelmatch's colour threshold, 0 to 1: how far a pixel's colour may move (smaller is stricter).
    public var threshold: Double
    /// Differing pixels allowed.
    public var maxDiffPixels: Int
    /// Differing pixels allowed, as a fraction of all pixels.
    public var maxDiffRatio: Double
    /// When true, pixels pixelmatch judges to be anti-aliasing are not counted as differing.
    public var detectsAntialiasing: Bool

    /// The defaults: threshold 0.1, no differing pixel allowed, anti-aliasing detected.
    public init(threshold: Double = 0.1, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0, detectsAntialiasing: Bool = true) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.detectsAntialiasing = detectsAntialiasing
    }

    /// Pixelmatch options for this tolerance; the diff image only when asked for.
    public func diffOptions(diffImage: Bool) -> DiffOptions {
        DiffOptions(threshold: threshold, includeAA: !detectsAntialiasing, diffImage: diffImage)
    }

    /// The differing pixels allowed in an image of `totalPixels`: the larger of the two limits.
    public func allowedPixels(of totalPixels: Int) -> Int {
        max(maxDiffPixels, Int((maxDiffRatio * Double(totalPixels)).rounded(.down)))
    }

    /// True when `result` is within this tolerance; never when the sizes differ.
    public func accepts(_ result: DiffResult) -> Bool {
        result.sizeMismatch == nil && result.differingPixels <= allowedPixels(of: result.totalPixels)
    }
}
