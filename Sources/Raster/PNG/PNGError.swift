import CPNGShim

/// Why a PNG could not be read or written. The ``description`` is one sentence naming the file
/// (or "PNG data" for bytes in memory) and the cause.
public enum PNGError: Error, CustomStringConvertible, Equatable {
    /// There is no file at `path`.
    case fileNotFound(path: String)
    /// The file exists but could not be read; `reason` is the system's.
    case cannotRead(path: String, reason: String)
    /// The file or data has no bytes at all.
    case emptyFile(file: String?)
    /// The data does not start with the PNG signature.
    case notPNG(file: String?)
    /// The data ends before the PNG does.
    case truncated(file: String?)
    /// A chunk's stored CRC does not match its contents, so the file is corrupt.
    case badCRC(file: String?, chunk: String)
    /// The image has more than `maxPixels` pixels; nothing was allocated for them.
    case tooLarge(file: String?, width: Int, height: Int, maxPixels: Int)
    /// libpng rejected the data (or, when encoding, its input); `message` is libpng's.
    case libpng(file: String?, message: String)
    /// Memory ran out while decoding or encoding.
    case outOfMemory(file: String?)
    /// The bitmap or options cannot be written as a PNG (for example an empty bitmap).
    case cannotEncode(file: String?, reason: String)
    /// The file could not be written; nothing was left at `path` or beside it.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): no such file"
        case .cannotRead(let path, let reason):
            "\(path): cannot read the file (\(reason))"
        case .emptyFile(let file):
            "\(Self.name(file)): empty file (0 bytes), not a PNG"
        case .notPNG(let file):
            "\(Self.name(file)): not a PNG file (bad signature)"
        case .truncated(let file):
            "\(Self.name(file)): truncated PNG file (the data ends before the image does)"
        case .badCRC(let file, let chunk):
            "\(Self.name(file)): corrupt PNG file (bad CRC in the \(chunk) chunk)"
        case .tooLarge(let file, let width, let height, let maxPixels):
            "\(Self.name(file)): image of \(width)x\(height) pixels is over the limit of \(maxPixels) pixels"
        case .libpng(let file, let message):
            "\(Self.name(file)): invalid PNG (libpng: \(message))"
        case .outOfMemory(let file):
            "\(Self.name(file)): out of memory"
        case .cannotEncode(let file, let reason):
            "\(Self.name(file)): cannot encode as PNG (\(reason))"
        case .cannotWrite(let path, let reason):
            "\(path): cannot write the file (\(reason))"
        }
    }

    private static func name(_ file: String?) -> String { file ?? "PNG data" }
}

extension PNGError {
    /// The error for a failed shim call other than PNGSHIM_TOO_LARGE (whose details only the
    /// decoder has); `message` is the shim's message for the call.
    init(status: pngshim_status, message: String, file: String?) {
        switch status {
        case PNGSHIM_NOT_PNG: self = .notPNG(file: file)
        case PNGSHIM_TRUNCATED: self = .truncated(file: file)
        case PNGSHIM_BAD_CRC:
            // libpng's message is "<chunk>: CRC error".
            let chunk = message.split(separator: ":").first.map(String.init) ?? "?"
            self = .badCRC(file: file, chunk: chunk)
        case PNGSHIM_OUT_OF_MEMORY: self = .outOfMemory(file: file)
        default: self = .libpng(file: file, message: message)
        }
    }
}
