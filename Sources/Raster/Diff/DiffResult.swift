/// How `Pixelmatch.compare` judges and draws differences. The defaults are pixelmatch's.
public struct DiffOptions: Hashable, Sendable {
    /// Matching threshold from 0 to 1: smaller is more sensitive. A pixel differs when its squared
    /// YIQ distance exceeds `35215 × threshold²` (35215 is the largest distance possible).
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of detecting and ignoring them.
    public var includeAA: Bool
    /// Opacity, from 0 to 1 (clamped), of the unchanged pixels drawn in grey in the diff image.
    public var alpha: Double
    /// Whether the result should be able to draw a diff image (``DiffResult/diffImage()``);
    /// comparing without is a little faster.
    public var diffImage: Bool

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1, diffImage: Bool = true) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.diffImage = diffImage
    }
}

/// The sizes of two images that cannot be compared pixel for pixel.
public struct SizeMismatch: Hashable, Sendable, CustomStringConvertible {
    /// A width and a height in pixels.
    public struct Dimensions: Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        /// `20x10`.
        public var description: String { "\(width)x\(height)" }
    }
    public var expected: Dimensions
    public var actual: Dimensions

    /// `expected 20x10, actual 20x12`.
    public var description: String { "expected \(expected), actual \(actual)" }
}

/// What `Pixelmatch.compare` found.
public struct DiffResult: Sendable {
    /// Pixels that differ, anti-aliasing excluded unless `includeAA` was set.
    public var differingPixels: Int
    /// Pixels over the threshold that were recognised as anti-aliasing and not counted.
    public var antialiasedPixels: Int
    /// Pixels compared: `width × height`, or the area of both sizes' union when they differ.
    public var totalPixels: Int
    /// Set when the images have different sizes; then every pixel counts as differing.
    public var sizeMismatch: SizeMismatch?
    /// What the diff image is drawn from; nil unless `DiffOptions.diffImage` was set.
    var picture: Picture?

    /// The expected image and the comparison's marks, for ``diffImage()``.
    struct Picture: Sendable {
        var expected: Bitmap
        var actualSize: (width: Int, height: Int)
        var marks: DiffMarks
        var alpha: Double
    }

    public init(differingPixels: Int, antialiasedPixels: Int, totalPixels: Int, sizeMismatch: SizeMismatch? = nil) {
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.sizeMismatch = sizeMismatch
    }

    /// The diff image: unchanged pixels as faded grey, differences red (255, 0, 0), anti-aliasing
    /// yellow (255, 255, 0), sized as `DiffImage` explains for images of different sizes; nil
    /// unless `DiffOptions.diffImage` was set. Drawn on each call, so only when it is wanted.
    public func diffImage() -> Bitmap? {
        picture.map { DiffImage.draw(expected: $0.expected, actualSize: $0.actualSize, marks: $0.marks, alpha: $0.alpha) }
    }

    /// The same diff image as ``diffImage()``, drawn over the expected image's own pixels when the
    /// images have the same size, so that a large picture needs no second copy in memory (a
    /// 3840x2160 one is 33 MB); afterwards the result holds no picture and both return nil.
    public mutating func takeDiffImage() -> Bitmap? {
        guard let taken = picture else { return nil }
        picture = nil
        guard (taken.expected.width, taken.expected.height) == taken.actualSize else {
            return DiffImage.draw(expected: taken.expected, actualSize: taken.actualSize, marks: taken.marks, alpha: taken.alpha)
        }
        var expected = taken.expected
        let (marks, alpha) = (taken.marks, taken.alpha)
        _ = consume taken  // `expected` now holds the only reference to the pixels, unless the caller kept one
        DiffImage.draw(over: &expected, marks: marks, alpha: alpha)
        return expected
    }

    /// The share of pixels that differ, from 0 to 1 (0 when there are no pixels).
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// One line a fact, for people: the size mismatch if any, `1234 of 480000 pixels differ (0.26%)`,
    /// and how many anti-aliased pixels were ignored if any.
    public var summary: String {
        var lines = [String]()
        if let sizeMismatch { lines.append("sizes differ: \(sizeMismatch)") }
        lines.append("\(differingPixels) of \(totalPixels) pixels differ (\(percentage))")
        if antialiasedPixels > 0 { lines.append("\(antialiasedPixels) anti-aliased pixels ignored") }
        return lines.joined(separator: "\n")
    }

    /// The share as a percentage with two decimals, never rounded to 0% or 100% when it is neither.
    var percentage: String {
        guard totalPixels > 0 else { return "0.00%" }
        let hundredths = (differingPixels * 10_000 + totalPixels / 2) / totalPixels
        if hundredths == 0 && differingPixels > 0 { return "<0.01%" }
        if hundredths == 10_000 && differingPixels < totalPixels { return ">99.99%" }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
