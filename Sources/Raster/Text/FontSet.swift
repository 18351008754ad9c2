import Foundation

/// The faces the renderer draws with: text faces in regular, bold, italic and bold italic, a
/// monospaced pair, and a symbol face.
///
/// A set is read from a folder its caller names: Raster looks in no place of its own and reads no
/// environment variable. By default the folder holds Liberation Sans (Regular, Bold, Italic,
/// BoldItalic), Liberation Mono (Regular, Bold) and Material Symbols Outlined, a variable font whose
/// weight and fill axes symbols are drawn at (`symbolFace(weight:filled:)`). A folder whose files
/// are named otherwise (a licensed Frutiger, say) adds a manifest, `fontset.json`, naming the file
/// for any role; roles it leaves out keep the default name:
///
/// ```json
/// { "regular": "Frutiger-Roman.ttf", "bold": "Frutiger-Bold.ttf", "italic": "Frutiger-Italic.ttf" }
/// ```
///
/// `regular`, `bold` and `icons` must be there. The others may be missing when the manifest does
/// not name them: italics are then drawn by slanting the upright face (`Font.italicSlant`), and
/// monospaced text in the regular or bold face.
///
/// The faces text falls back to for letters the chosen face lacks (`fallback`) are the folder's
/// `defaultFallbackFileNames` that it has: Noto Sans Arabic and Noto Sans Hebrew, regular and bold.
public struct FontSet: Hashable, Sendable {
    public let regular: FontFace
    public let bold: FontFace
    /// nil when the folder has no italic: `font(size:bold:italic:)` slants the upright face instead.
    public let italic: FontFace?
    public let boldItalic: FontFace?
    /// nil when the folder has no monospaced face: monospaced text uses the proportional one.
    public let monospaced: FontFace?
    public let monospacedBold: FontFace?
    /// The symbol face (Material Symbols), at its default instance.
    public let icons: FontFace
    /// Every face a font may name (`face(named:weight:italic:)`): each font file in the folder and in
    /// the folders added with `addingFonts(in:)`.
    public internal(set) var namedFaces: [FontFace] = []
    /// The faces a character the chosen face has no glyph for is drawn in.
    public let fallback: FontFallback

    /// The name of the optional manifest in a font folder.
    public static let manifestName = "fontset.json"

    /// The file names a font folder is read with when it has no manifest.
    public static let defaultFileNames = FileNames(
        regular: "LiberationSans-Regular.ttf", bold: "LiberationSans-Bold.ttf",
        italic: "LiberationSans-Italic.ttf", boldItalic: "LiberationSans-BoldItalic.ttf",
        monospaced: "LiberationMono-Regular.ttf", monospacedBold: "LiberationMono-Bold.ttf",
        icons: "MaterialSymbolsOutlined.ttf")

    /// The fallback faces read from a font folder that has them, in the order they are tried.
    public static let defaultFallbackFileNames = [
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf",
    ]

    /// Which file in a font folder plays which role.
    public struct FileNames: Hashable, Sendable {
        public var regular: String
        public var bold: String
        public var italic: String
        public var boldItalic: String
        public var monospaced: String
        public var monospacedBold: String
        public var icons: String

        public init(
            regular: String, bold: String, italic: String, boldItalic: String, monospaced: String,
            monospacedBold: String, icons: String
        ) {
            (self.regular, self.bold, self.italic, self.boldItalic) = (regular, bold, italic, boldItalic)
            (self.monospaced, self.monospacedBold, self.icons) = (monospaced, monospacedBold, icons)
        }
    }

    public init(
        regular: FontFace, bold: FontFace, italic: FontFace? = nil, boldItalic: FontFace? = nil,
        monospaced: FontFace? = nil, monospacedBold: FontFace? = nil, icons: FontFace, fallback: FontFallback = .none
    ) {
        (self.regular, self.bold, self.italic, self.boldItalic) = (regular, bold, italic, boldItalic)
        (self.monospaced, self.monospacedBold, self.icons) = (monospaced, monospacedBold, icons)
        self.fallback = fallback
    }

    /// The set in `folder`, named by its `fontset.json` if it has one, else by `defaultFileNames`.
    /// Faces are shared with every other set that uses the same files.
    /// Throws a `FontError` naming the file that is missing, not a font, or a bad manifest.
    public init(folder: String) throws {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        let (names, named) = try FontSet.fileNames(in: directory)
        func required(_ name: String) throws -> FontFace {
            try FontFace.load(path: directory.appendingPathComponent(name).path)
        }
        /// A face that may be missing, unless the manifest named it.
        func optional(_ name: String, role: String) throws -> FontFace? {
            let path = directory.appendingPathComponent(name).path
            if !named.contains(role), !FileManager.default.fileExists(atPath: path) { return nil }
            return try FontFace.load(path: path)
        }
        self.init(
            regular: try required(names.regular), bold: try required(names.bold),
            italic: try optional(names.italic, role: "italic"),
            boldItalic: try optional(names.boldItalic, role: "boldItalic"),
            monospaced: try optional(names.monospaced, role: "monospaced"),
            monospacedBold: try optional(names.monospacedBold, role: "monospacedBold"),
            icons: try required(names.icons),
            fallback: FontFallback(faces: try FontSet.defaultFallbackFileNames.compactMap { try optional($0, role: "fallback") }))
        namedFaces = try FontSet.faces(in: directory)
    }

    /// A text font from the set at `size`: the bold or regular face, its italic when `italic` (or
    /// the upright face slanted when the set has no italic), the monospaced pair when `monospaced`.
    public func font(size: Double, bold: Bool = false, italic: Bool = false, monospaced: Bool = false) -> Font {
        let upright = monospaced ? (bold ? monospacedBold ?? self.bold : self.monospaced ?? regular) : (bold ? self.bold : regular)
        // The monospaced pair has no italics here: it is slanted.
        let trueItalic = monospaced ? nil : (bold ? boldItalic : self.italic)
        if italic, let trueItalic { return Font(face: trueItalic, size: size) }
        let font = Font(face: upright, size: size)
        return italic ? font.italic() : font
    }

    /// The symbol face at a weight (a CSS weight, 100 thin ... 400 regular ... 900 black, clamped to
    /// the face's `wght` axis) and filled or outlined (its `FILL` axis). A symbol face that does not
    /// vary is given as it is. Throws when the font file cannot be read again.
    public func symbolFace(weight: Double, filled: Bool) throws -> FontFace {
        let tags = Set(icons.axes.map(\.tag))
        var changes: [String: Double] = [:]
        if tags.contains("wght") { changes["wght"] = weight }
        if tags.contains("FILL") { changes["FILL"] = filled ? 1 : 0 }
        return changes.isEmpty ? icons : try icons.instance(changes)
    }

    /// The manifest's names over the defaults, and the roles the manifest named, or the defaults
    /// when there is no manifest.
    private static func fileNames(in directory: URL) throws -> (names: FileNames, named: Set<String>) {
        let manifest = directory.appendingPathComponent(manifestName)
        guard FileManager.default.fileExists(atPath: manifest.path) else { return (defaultFileNames, []) }
        do {
            let entries = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: manifest))
            let roles = ["regular", "bold", "italic", "boldItalic", "monospaced", "monospacedBold", "icons"]
            if let unknown = entries.keys.sorted().first(where: { !roles.contains($0) }) {
                throw FontError.badManifest(
                    path: manifest.path, reason: "unknown role '\(unknown)'; roles are \(roles.joined(separator: ", "))")
            }
            let defaults = defaultFileNames
            let names = FileNames(
                regular: entries["regular"] ?? defaults.regular, bold: entries["bold"] ?? defaults.bold,
                italic: entries["italic"] ?? defaults.italic, boldItalic: entries["boldItalic"] ?? defaults.boldItalic,
                monospaced: entries["monospaced"] ?? defaults.monospaced,
                monospacedBold: entries["monospacedBold"] ?? defaults.monospacedBold,
                icons: entries["icons"] ?? defaults.icons)
            return (names, Set(entries.keys))
        } catch let error as FontError {
            throw error
        } catch {
            throw FontError.badManifest(path: manifest.path, reason: "\(error)")
        }
    }
}
