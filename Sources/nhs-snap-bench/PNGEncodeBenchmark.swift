import Raster

/// `png-encode IN.png OUT.png`: decodes IN once, encodes it `--repeat` times with the given
/// settings (each unset one at PNGWriteOptions' default), writes the last result to OUT and
/// prints the timings and size as JSON.
enum PNGEncodeBenchmark {
    static let usage =
        "png-encode IN.png OUT.png [--level N] [--repeat K] [--filters all|none,sub,up,average,paeth] [--strategy default|filtered|rle|huffman]"

    static func run(_ arguments: [String]) throws {
        let parsed = try BenchmarkArguments(arguments, known: ["level", "repeat", "filters", "strategy"])
        guard parsed.positional.count == 2 else { throw UsageError(description: "usage: \(usage)") }
        let (input, output) = (parsed.positional[0], parsed.positional[1])
        var options = PNGWriteOptions()
        options.compressionLevel = try parsed.integer("level", in: 0...9, default: options.compressionLevel)
        if let text = parsed.string("filters") { options.filters = try filters(text) }
        if let text = parsed.string("strategy") { options.strategy = try strategy(text) }
        let repeats = try parsed.integer("repeat", in: 1...1000, default: 5)

        var bitmap = Bitmap(width: 0, height: 0)
        let decodeMilliseconds = try milliseconds { bitmap = try PNG.read(path: input) }
        var encoded: [UInt8] = []
        var encodeMilliseconds: [Double] = []
        for _ in 0..<repeats {
            encodeMilliseconds.append(try milliseconds { encoded = try PNG.encode(bitmap, options: options) })
        }
        try PNG.write(bitmap, to: output, options: options)

        let times = encodeMilliseconds.map { String(format3($0)) }.joined(separator: ", ")
        print("""
            {"benchmark": "png-encode", "input": "\(input)", "width": \(bitmap.width), "height": \(bitmap.height), \
            "opaque": \(bitmap.isOpaque), "level": \(options.compressionLevel), "filters": \(options.filters.rawValue), \
            "strategy": "\(options.strategy)", "decode_ms": \(format3(decodeMilliseconds)), \
            "encode_ms": [\(times)], "encode_ms_median": \(format3(median(encodeMilliseconds))), "bytes": \(encoded.count)}
            """)
    }

    private static func filters(_ text: String) throws -> PNGFilters {
        if text == "all" { return .all }
        let names: [String: PNGFilters] = ["none": .none, "sub": .sub, "up": .up, "average": .average, "paeth": .paeth]
        var set: PNGFilters = []
        for name in text.split(separator: ",") {
            guard let filter = names[String(name)] else { throw UsageError(description: "unknown filter \(name)") }
            set.insert(filter)
        }
        return set
    }

    private static func strategy(_ text: String) throws -> PNGCompressionStrategy {
        switch text {
        case "default": .default
        case "filtered": .filtered
        case "rle": .rle
        case "huffman": .huffmanOnly
        default: throw UsageError(description: "unknown strategy \(text)")
        }
    }

    /// `value` with three decimals, for JSON.
    private static func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
