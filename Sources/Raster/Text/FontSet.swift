import Foundation

/// The faces the renderer draws with: a regular and a bold text face and an icon face.
///
/// A set is read from a folder its caller names: Raster looks in no place of its own and reads no
/// environment variable. By default the folder holds
/// `LiberationSans-Regular.ttf`, `LiberationSans-Bold.ttf` and `MaterialIcons-Regular.ttf`.
/// A folder whose files are named otherwise (a licensed Frutiger, say) adds a manifest,
/// `fontset.json`, naming the file for any of the three roles; roles it leaves out keep the
/// default name:
///
/// ```json
/// { "regular": "Frutiger-Roman.ttf", "bold": "Frutiger-Bold.ttf" }
/// ```
///
/// There is no italic face: `Font.italic()` slants the regular or bold one.
public struct FontSet: Hashable, Sendable {
    public let regular: FontFace
    public let bold: FontFace
    public let icons: FontFace

    /// The name of the optional manifest in a font folder.
    public static let manifestName = "fontset.json"

    /// The file names a font folder is read with when it has no manifest.
    public static let defaultFileNames = FileNames(
        regular: "LiberationSans-Regular.ttf", bold: "LiberationSans-Bold.ttf", icons: "MaterialIcons-Regular.ttf")

    /// Which file in a font folder plays which role.
    public struct FileNames: Hashable, Sendable {
        public var regular: String
        public var bold: String
        public var icons: String

        public init(regular: String, bold: String, icons: String) {
            (self.regular, self.bold, self.icons) = (regular, bold, icons)
        }
    }

    public init(regular: FontFace, bold: FontFace, icons: FontFace) {
        (self.regular, self.bold, self.icons) = (regular, bold, icons)
    }

    /// The set in `folder`, named by its `fontset.json` if it has one, else by `defaultFileNames`.
    /// Faces are shared with every other set that uses the same files.
    /// Throws a `FontError` naming the file that is missing, not a font, or a bad manifest.
    public init(folder: String) throws {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        let names = try FontSet.fileNames(in: directory)
        self.init(
            regular: try FontFace.load(path: directory.appendingPathComponent(names.regular).path),
            bold: try FontFace.load(path: directory.appendingPathComponent(names.bold).path),
            icons: try FontFace.load(path: directory.appendingPathComponent(names.icons).path)
        )
    }

    /// A font from the set: the regular or bold face at `size`, slanted when `italic`.
    public func font(size: Double, bold: Bool = false, italic: Bool = false) -> Font {
        let font = Font(face: bold ? self.bold : regular, size: size)
        return italic ? font.italic() : font
    }

    /// The manifest's names over the defaults, or the defaults when there is no manifest.
    private static func fileNames(in directory: URL) throws -> FileNames {
        let manifest = directory.appendingPathComponent(manifestName)
        guard FileManager.default.fileExists(atPath: manifest.path) else { return defaultFileNames }
        struct Manifest: Decodable {
            var regular, bold, icons: String?
        }
        do {
            let entries = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: manifest))
            let defaults = defaultFileNames
            return FileNames(
                regular: entries.regular ?? defaults.regular, bold: entries.bold ?? defaults.bold,
                icons: entries.icons ?? defaults.icons)
        } catch {
            throw FontError.badManifest(path: manifest.path, reason: "\(error)")
        }
    }
}
