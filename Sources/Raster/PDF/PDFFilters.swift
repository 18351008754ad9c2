import CDeflate

/// Undoing a stream's filters: FlateDecode (zlib, through libdeflate), without a predictor.
/// Other filters (image codecs, LZW, ASCII encodings) are errors naming them.
enum PDFFilters {
    /// The most a stream may inflate to: 256 MB.
    static let maxDecodedSize = 256 << 20

    static func decode(_ data: [UInt8], filter: String, parameters: [String: PDFObject]?, in name: String) throws(PDFError) -> [UInt8] {
        switch filter {
        case "FlateDecode", "Fl":
            if let predictor = parameters?["Predictor"]?.integer, predictor > 1 {
                throw PDFError("\(name) uses FlateDecode with predictor \(predictor), which nhs-snap does not undo")
            }
            return try inflate(data, in: name)
        default:
            throw PDFError("\(name) is encoded with /\(filter), which nhs-snap does not read (it reads FlateDecode)")
        }
    }

    /// The zlib data inflated, in a buffer grown until it holds the whole output.
    static func inflate(_ data: [UInt8], in name: String) throws(PDFError) -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw PDFError("out of memory inflating \(name)") }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = max(4 * data.count, 4096)
        while true {
            var produced = 0
            var result = LIBDEFLATE_SUCCESS
            let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                result = data.withUnsafeBytes { input in
                    libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, buffer.baseAddress, buffer.count, &produced)
                }
                initialized = result == LIBDEFLATE_SUCCESS ? produced : 0
            }
            switch result {
            case LIBDEFLATE_SUCCESS: return output
            case LIBDEFLATE_INSUFFICIENT_SPACE where capacity < maxDecodedSize: capacity = min(capacity * 4, maxDecodedSize)
            case LIBDEFLATE_INSUFFICIENT_SPACE: throw PDFError("\(name) inflates to over \(maxDecodedSize >> 20) MB")
            default: throw PDFError("\(name) is corrupt (its FlateDecode data does not inflate)")
            }
        }
    }
}
