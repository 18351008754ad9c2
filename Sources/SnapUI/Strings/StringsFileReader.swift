import Foundation

/// Reads a `.strings` file: `"key" = "value";` lines with `/* */` and `//` comments, backslash
/// escapes (`\n`, `\t`, `\"`, `\\`, `\U00E9`, octal), unquoted words, and `"key";` for a value that
/// is its key; in UTF-8 or UTF-16 (either byte order, with its byte-order mark). A file Xcode
/// compiled (an XML or binary property list) is read as a property list.
enum StringsFileReader {
    /// The keys and values in `data`, read from `path` (named in errors).
    static func read(_ data: Data, path: String) throws -> [String: String] {
        if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
            let list = try? PropertyListSerialization.propertyList(from: data, format: nil)
            guard let strings = list as? [String: String] else {
                throw StringTableError(path: path, reason: "a property list that is not a dictionary of strings")
            }
            return strings
        }
        guard let text = decoded(data) else {
            throw StringTableError(path: path, reason: "neither UTF-8 nor UTF-16 text")
        }
        var parser = Parser(characters: Array(text.unicodeScalars), path: path)
        return try parser.entries()
    }

    /// `data` as text: UTF-16 when it starts with a byte-order mark (or has a zero byte in its first
    /// pair, as UTF-16 text without one does), else UTF-8.
    private static func decoded(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes == [0xFE, 0xFF] { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.count == 2, bytes[1] == 0 { return String(data: data, encoding: .utf16LittleEndian) }
        if bytes.count == 2, bytes[0] == 0 { return String(data: data, encoding: .utf16BigEndian) }
        let text = String(data: data, encoding: .utf8)
        return text.map { $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }
    }

    private struct Parser {
        let characters: [Unicode.Scalar]
        let path: String
        var index = 0

        init(characters: [Unicode.Scalar], path: String) {
            self.characters = characters
            self.path = path
        }

        mutating func entries() throws -> [String: String] {
            var entries: [String: String] = [:]
            while try skipSpaceAndComments() {
                let key = try string()
                guard try skipSpaceAndComments() else { throw problem("the file ends after the key \"\(key)\"") }
                if characters[index] == ";" {
                    index += 1
                    entries[key] = key
                    continue
                }
                guard characters[index] == "=" else { throw problem("expected = after the key \"\(key)\"") }
                index += 1
                guard try skipSpaceAndComments() else { throw problem("the file ends after \"\(key)\" =") }
                let value = try string()
                guard try skipSpaceAndComments(), characters[index] == ";" else {
                    throw problem("expected ; after the value of \"\(key)\"")
                }
                index += 1
                entries[key] = value
            }
            return entries
        }

        /// Skips white space and comments; false at the end of the file.
        private mutating func skipSpaceAndComments() throws -> Bool {
            while index < characters.count {
                let character = characters[index]
                if character.properties.isWhitespace {
                    index += 1
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    let start = line
                    index += 2
                    while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                    guard index + 1 < characters.count else {
                        throw StringTableError(path: path, reason: "the comment opened on line \(start) is not closed")
                    }
                    index += 2
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while index < characters.count, characters[index] != "\n" { index += 1 }
                } else {
                    return true
                }
            }
            return false
        }

        /// A quoted string, or an unquoted word of letters, digits and `_$:./-`.
        private mutating func string() throws -> String {
            if characters[index] == "\"" { return try quoted() }
            var word = String.UnicodeScalarView()
            while index < characters.count, isWordCharacter(characters[index]) {
                word.append(characters[index])
                index += 1
            }
            guard !word.isEmpty else { throw problem("unexpected '\(characters[index])'") }
            return String(word)
        }

        private func isWordCharacter(_ character: Unicode.Scalar) -> Bool {
            character.properties.isAlphabetic || ("0"..."9").contains(character) || "_$:./-".unicodeScalars.contains(character)
        }

        private mutating func quoted() throws -> String {
            let start = line
            index += 1
            var result = String.UnicodeScalarView()
            while index < characters.count {
                let character = characters[index]
                index += 1
                if character == "\"" { return String(result) }
                guard character == "\\" else {
                    result.append(character)
                    continue
                }
                guard index < characters.count else { break }
                let escaped = characters[index]
                index += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "a": result.append("\u{07}")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "v": result.append("\u{0B}")
                case "U", "u":
                    let digits = characters[index...].prefix(4).prefix { $0.properties.isASCIIHexDigit }
                    index += digits.count
                    guard let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw problem("\\\(escaped) is not followed by hexadecimal digits")
                    }
                    result.append(scalar)
                case "0"..."7":
                    var code = escaped.value - 48
                    for _ in 0..<2 where index < characters.count && ("0"..."7").contains(characters[index]) {
                        code = code * 8 + characters[index].value - 48
                        index += 1
                    }
                    result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: result.append(escaped)
                }
            }
            throw StringTableError(path: path, reason: "the string opened on line \(start) is not closed")
        }

        /// The line `index` is on, from 1.
        private var line: Int {
            characters[..<min(index, characters.count)].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        }

        private func problem(_ reason: String) -> StringTableError {
            StringTableError(path: path, reason: "line \(line): \(reason)")
        }
    }
}
