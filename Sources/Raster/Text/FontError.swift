/// Why a font could not be loaded or used. Every case names the file involved.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but FreeType cannot read it as a font.
    case notAFont(path: String, freeTypeError: Int32)
    /// A font set's manifest (`fontset.json`) could not be read.
    case badManifest(path: String, reason: String)
    /// The face has no glyph for a character that must be there (an icon).
    case missingGlyph(scalar: Unicode.Scalar, path: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "font file not found: \(path)"
        case .notAFont(let path, let code):
            "not a font file FreeType can read (FreeType error \(code)): \(path)"
        case .badManifest(let path, let reason):
            "font set manifest cannot be used (\(reason)): \(path)"
        case .missingGlyph(let scalar, let path):
            "no glyph for U+\(String(scalar.value, radix: 16, uppercase: true)) in font \(path)"
        }
    }
}
