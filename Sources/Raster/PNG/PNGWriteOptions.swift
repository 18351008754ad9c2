import CPNGShim

/// How ``PNG/encode(_:options:)`` compresses.
///
/// The defaults (zlib level 6, filters Sub and Up only, zlib's default strategy) were chosen by
/// measuring size against time on UI-like screenshots with Benchmarks/png-vs-pillow.py (figures
/// in Benchmarks/README.md). libpng's own defaults (all five filters, the filtered strategy) gave
/// files about 0.5% larger than Pillow's and took slightly longer: most of the time went on
/// trying five filters on every row. Offering only Sub and Up halves that cost and, on these
/// images, gives files about 1.5% smaller than Pillow's (flat colour compresses best with Up,
/// horizontal gradients and text edges with Sub); zlib's default strategy beat the filtered one
/// by about 2% in size at the same speed. Up alone is faster still, but about 2% larger than
/// Pillow; levels above 6 gained under 0.5% for 10-20% more time.
public struct PNGWriteOptions: Sendable, Equatable {
    /// The zlib level, 0 (stored, fastest) to 9 (smallest, slowest).
    public var compressionLevel: Int
    /// The row filters libpng may choose from; with more than one it picks, row by row, the one
    /// whose output has the smallest sum of absolute byte values.
    public var filters: PNGFilters
    /// How zlib searches for matches.
    public var strategy: PNGCompressionStrategy

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
