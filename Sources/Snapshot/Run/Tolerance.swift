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

    /// The defaults: threshold 0.01, no differing pixel allowed, anti-aliasing detected.
    ///
    /// Renders are deterministic, so a golden and a fresh render of an unchanged scene are the same
    /// bytes. Pixelmatch's usual 0.1 (right for screenshots from different machines) lets a changed
    /// colour token pass: #cce5d8 to #b8dcc8 moves a pixel by 85 of pixelmatch's 35215, under 0.1's
    /// allowance of 352. 0.01 allows 3.5, a level or two in a channel, and nothing a person can see.
    public init(threshold: Double = 0.01, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0, detectsAntialiasing: Bool = true) {
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
