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

    /// The face a font names: the face whose PostScript name is `name`, else the face of the family
    /// `name` that is bold and italic as asked, else that family's nearest (its upright face of the
    /// weight asked, then its regular face). A PostScript name of a face in a family answers the
    /// family's bold or italic face when one is asked for and the named face is not. Names are
    /// compared as iOS compares them, ignoring case. Nil when no face has the name.
    public func face(named name: String, bold: Bool = false, italic: Bool = false) -> FontFace? {
        let key = name.lowercased()
        let family: [FontFace]
        if let named = namedFaces.first(where: { $0.postScriptName.lowercased() == key }) {
            if named.isBold == bold || !bold, named.isItalic == italic || !italic { return named }
            family = namedFaces.filter { $0.familyName == named.familyName }
        } else {
            family = namedFaces.filter { $0.familyName.lowercased() == key }
        }
        return family.first { $0.isBold == bold && $0.isItalic == italic }
            ?? family.first { $0.isBold == bold && !$0.isItalic }
            ?? family.first { !$0.isBold && !$0.isItalic }
            ?? family.first
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
