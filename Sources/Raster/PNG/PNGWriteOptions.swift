import CPNGShim

/// How ``PNG/encode(_:options:)`` compresses.
///
/// The defaults (zlib level 6, filters Sub and Up only, zlib's default strategy) were chosen by
/// measuring size against time on UI-like screenshots with Benchmarks/png-vs-pillow.py (figures
/// in BENCHMARKS.md), against Pillow's defaults (level 6, all five filters):
/// - libpng's own defaults (all five filters, the filtered strategy) gave files 0.5% larger than
///   Pillow's in 1.0 to 1.2 times its time; most of the time went on trying five filters on
///   every row.
/// - Offering only Sub and Up roughly halves that cost and gives files 1.5% smaller than
///   Pillow's in 0.8 to 0.85 times its time (flat colour compresses best with Up, text edges and
///   horizontal gradients with Sub). Up alone is faster still but about 2% larger than Pillow.
/// - zlib's default strategy gave files 1.5 to 3% smaller than the filtered one at the same speed.
/// - Level 7 saved 0.2% for 10% more time; level 9 saves 3 to 8% for 4 to 5 times the time.
public struct PNGWriteOptions: Sendable, Equatable {
    /// The zlib level, 0 (stored, fastest) to 9 (smallest, slowest).
    public var compressionLevel: Int
    /// The row filters libpng may choose from; with more than one it picks, row by row, the one
    /// whose output has the smallest sum of absolute byte values.
    public var filters: PNGFilters
    /// How zlib searches for matches.
    public var strategy: PNGCompressionStrategy

    /// Options with the measured defaults described above; the level must be 0...9 and the
    /// filter set non-empty, or encoding throws ``PNGError/cannotEncode(file:reason:)``.
    public init(
        compressionLevel: Int = 6,
        filters: PNGFilters = [.sub, .up],
        strategy: PNGCompressionStrategy = .default
    ) {
        self.compressionLevel = compressionLevel
        self.filters = filters
        self.strategy = strategy
    }
}

extension PNGWriteOptions {
    /// For pictures that are looked at once and thrown away (review artefacts, diff images), where
    /// encoding time matters more than size: zlib level 1, rows unfiltered. Measured with
    /// Benchmarks/png-vs-pillow.py's encoder (BENCHMARKS.md) on diff images and renders, against
    /// levels 1 to 3 and the None, Up and Sub+Up filters: no filter was the fastest at every level
    /// and, on diff images (flat grey with red) and 1x renders, also the smallest; levels 2 and 3
    /// saved 5 to 10% for up to 30% more time; Z_RLE was slower and larger.
    public static let fast = PNGWriteOptions(compressionLevel: 1, filters: [.none])
}

/// A set of PNG row filters (PNG specification, section 9).
public struct PNGFilters: OptionSet, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Bytes as they are.
    public static let none = PNGFilters(rawValue: Int32(PNGSHIM_FILTER_NONE))
    /// Difference from the pixel to the left.
    public static let sub = PNGFilters(rawValue: Int32(PNGSHIM_FILTER_SUB))
    /// Difference from the pixel above.
    public static let up = PNGFilters(rawValue: Int32(PNGSHIM_FILTER_UP))
    /// Difference from the mean of left and above.
    public static let average = PNGFilters(rawValue: Int32(PNGSHIM_FILTER_AVG))
    /// Difference from the Paeth predictor of left, above and upper-left.
    public static let paeth = PNGFilters(rawValue: Int32(PNGSHIM_FILTER_PAETH))
    /// All five, chosen per row (what libpng and Pillow do by default).
    public static let all: PNGFilters = [.none, .sub, .up, .average, .paeth]
}

/// zlib's match-finding strategies.
public enum PNGCompressionStrategy: Sendable, Equatable {
    /// zlib's general-purpose strategy.
    case `default`
    /// Tuned for filtered image data: favours Huffman coding of small values over short matches.
    case filtered
    /// Run-length matches only (distance 1): fast, good on flat colours.
    case rle
    /// No matches at all, Huffman coding only.
    case huffmanOnly

    var shimValue: Int32 {
        switch self {
        case .default: Int32(PNGSHIM_STRATEGY_DEFAULT)
        case .filtered: Int32(PNGSHIM_STRATEGY_FILTERED)
        case .rle: Int32(PNGSHIM_STRATEGY_RLE)
        case .huffmanOnly: Int32(PNGSHIM_STRATEGY_HUFFMAN_ONLY)
        }
    }
}
