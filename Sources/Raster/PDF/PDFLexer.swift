import SnapSupport

/// Splits PDF bytes into tokens (ISO 32000-1, 7.2): numbers, names, strings, delimiters and
/// keywords, skipping white space and comments.
struct PDFLexer {
    enum Token: Equatable {
        case integer(Int)
        case real(Double)
        case name(String)
        case string([UInt8])
        case keyword(String)
        case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
    }

    let bytes: [UInt8]
    var position: Int

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }

    /// Moves past white space and comments.
    mutating func skipWhitespace() {
        while position < bytes.count {
            if Self.isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next token; nil at the end of the bytes.
    mutating func next() throws(PDFError) -> Token? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "["): position += 1; return .arrayStart
        case UInt8(ascii: "]"): position += 1; return .arrayEnd
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") { position += 2; return .dictionaryStart }
            return .string(try hexString())
        case UInt8(ascii: ">"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") { position += 2; return .dictionaryEnd }
            throw PDFError("a stray '>' at byte \(position)")
        case UInt8(ascii: "("): return .string(try literalString())
        case UInt8(ascii: "/"): return .name(name())
        case UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            throw PDFError("an unexpected '\(Character(Unicode.Scalar(byte)))' at byte \(position)")
        default:
            let start = position
            while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) { position += 1 }
            let word = String(decoding: bytes[start..<position], as: UTF8.self)
            if let first = word.utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
                if let value = Int(word) { return .integer(value) }
                // PDF reals have no exponent; some writers emit "-.5" or "4." which Double reads.
                if let value = Double(word), value.isFinite, !word.contains("e"), !word.contains("E") { return .real(value) }
                throw PDFError("'\(word)' at byte \(start) is not a number")
            }
            return .keyword(word)
        }
    }

    private mutating func name() -> String {
        position += 1
        var result: [UInt8] = []
        while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
            // #xx is the byte with that hexadecimal value.
            if bytes[position] == UInt8(ascii: "#"), position + 2 < bytes.count,
               let high = bytes[position + 1].hexDigitValue, let low = bytes[position + 2].hexDigitValue {
                result.append(high << 4 | low)
                position += 3
            } else {
                result.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func hexString() throws(PDFError) -> [UInt8] {
        let start = position
        position += 1
        var digits: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
            if let value = bytes[position].hexDigitValue {
                digits.append(value)
            } else if !Self.isWhitespace(bytes[position]) {
                throw PDFError("the hexadecimal string at byte \(start) holds a byte that is not a hexadecimal digit")
            }
            position += 1
        }
        guard position < bytes.count else { throw PDFError("the hexadecimal string at byte \(start) does not end") }
        position += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    private mutating func literalString() throws(PDFError) -> [UInt8] {
        let start = position
        position += 1
        var result: [UInt8] = []
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("): depth += 1; result.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return result }
                result.append(byte)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(10)
                case UInt8(ascii: "r"): result.append(13)
                case UInt8(ascii: "t"): result.append(9)
                case UInt8(ascii: "b"): result.append(8)
                case UInt8(ascii: "f"): result.append(12)
                case 13: if position < bytes.count, bytes[position] == 10 { position += 1 }
                case 10: break
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 where position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        value = value * 8 + Int(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                    }
                    result.append(UInt8(truncatingIfNeeded: value))
                default: result.append(escaped)
                }
            default: result.append(byte)
            }
        }
        throw PDFError("the string at byte \(start) does not end")
    }
}
