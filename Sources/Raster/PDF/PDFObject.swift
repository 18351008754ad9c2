/// A PDF object (ISO 32000-1, 7.3). Streams keep where their data lies in the file; the data is
/// read (and decoded) through `PDFDocument`.
enum PDFObject: Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// An indirect reference: object number, generation.
    case reference(Int, Int)
    case stream(PDFStream)

    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    var integer: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    var name: String? {
        if case .name(let value) = self { return value }
        return nil
    }

    var array: [PDFObject]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// A dictionary's entries, or a stream's dictionary's.
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let value): value
        case .stream(let stream): stream.dictionary
        default: nil
        }
    }
}

/// A stream object: its dictionary and where its raw (still encoded) bytes begin in the file.
struct PDFStream: Sendable {
    let dictionary: [String: PDFObject]
    /// The offset of its first byte.
    let start: Int
    /// Where the `endstream` after it begins (for a `/Length` given by reference, read later).
    let endstream: Int
}
