import Foundation

extension FontSet {
    /// The file extensions read as fonts when a folder's faces are listed.
    static let fontFileExtensions: Set<String> = ["ttf", "otf"]

    /// The set with every font file in `folder` added to the faces a font may name, as an app's
    /// `UIAppFonts` registers its bundled fonts on iOS. Throws a `FontError` naming a file that is
    /// not a font, or `.fileNotFound` when the folder does not exist.
    public func addingFonts(in folder: String) throws -> FontSet {
        var fonts = self
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        guard FileManager.default.fileExists(atPath: directory.path) else { throw FontError.fileNotFound(path: directory.path) }
        fonts.namedFaces += try FontSet.faces(in: directory).filter { !namedFaces.contains($0) }
        return fonts
    }

    /// The face a font names: the face whose PostScript name is `name`, or a face of the family
    /// `name`. A PostScript name asked for without a weight, upright or in an italic face, is that
    /// face; otherwise the face is the family's (the named face's family) nearest to `weight` (a
    /// CSS weight; by default the named face's, else 400 regular) by `weightClass`, among its italic
    /// faces when `italic` (or the named face is italic) and there are any, else its upright ones,
    /// ties to the first in file-name order. Names are compared ignoring case, as iOS compares them.
    /// Nil when no face has the name.
    public func face(named name: String, weight: Double? = nil, italic: Bool = false) -> FontFace? {
        let key = name.lowercased()
        let named = namedFaces.first { $0.postScriptName.lowercased() == key }
        if let named, weight == nil, named.isItalic || !italic { return named }
        let familyName = named?.familyName.lowercased() ?? key
        let family = namedFaces.filter { $0.familyName.lowercased() == familyName }
        let wantsItalic = italic || named?.isItalic == true
        let slanted = family.filter { $0.isItalic == wantsItalic }
        let target = weight ?? Double(named?.weightClass ?? 400)
        return (slanted.isEmpty ? family : slanted).min { abs(Double($0.weightClass) - target) < abs(Double($1.weightClass) - target) }
    }

    /// Every name a font may use: the faces' PostScript and family names, sorted, each once.
    public var faceNames: [String] {
        Array(Set(namedFaces.flatMap { [$0.postScriptName, $0.familyName] }.filter { !$0.isEmpty })).sorted()
    }

    /// The faces of the font files in `directory`, in file-name order.
    static func faces(in directory: URL) throws -> [FontFace] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { fontFileExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        return try files.map { try FontFace.load(path: directory.appendingPathComponent($0).path) }
    }
}
