/// Why a font could not be loaded or used. Every case names the file involved.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but FreeType cannot read it as a font.
    case notAFont(path: String, freeTypeError: Int32)
    /// A font set's manifest (`fontset.json`) could not be read.
    case badManifest(path: String, reason: String)
    /// The symbol face has no glyph of that name.
    case missingSymbol(name: String, path: String)
    /// A variation was asked along an axis the face does not have (or the face does not vary).
    case unknownAxis(tag: String, path: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "font file not found: \(path)"
        case .notAFont(let path, let code):
            "not a font file FreeType can read (FreeType error \(code)): \(path)"
        case .badManifest(let path, let reason):
            "font set manifest cannot be used (\(reason)): \(path)"
        case .missingSymbol(let name, let path):
            "no glyph named '\(name)' in symbol font \(path)"
        case .unknownAxis(let tag, let path):
            "font has no variation axis '\(tag)': \(path)"
        }
    }
}
