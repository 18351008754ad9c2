import CFreeType
import Foundation

/// A glyph's index in a face. Glyph 0 is the face's missing-glyph box (`.notdef`).
public typealias GlyphID = UInt32

/// One font file, read with FreeType: its character map, metrics, kerning and glyph outlines,
/// all in font units (see `unitsPerEm`). `Font` scales them to a size.
///
/// Glyphs are loaded unscaled and unhinted (`FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING |
/// FT_LOAD_NO_BITMAP`), so neither the FreeType version nor `FREETYPE_PROPERTIES` can change the
/// shapes; all scaling happens in Swift and the rasteriser fills the outlines like any path.
///
/// A face is safe to use from several threads: FreeType calls happen under a lock, and every
/// answer (glyph index, advance, outline, kerning pair) is kept after the first call, so a face
/// that has drawn a text once does not call FreeType for it again. Faces are compared by identity;
/// `load(path:)` gives the same face for the same file throughout the process.
public final class FontFace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The file the face was read from, as given to `load(path:)` once standardised.
    public let path: String
    /// The size of the em square in font units (2048 for Liberation Sans, 512 for Material Icons).
    public let unitsPerEm: Int
    /// The hhea ascender: how far the face reaches above the baseline, in font units.
    public let ascender: Int
    /// The hhea descender as a positive distance below the baseline, in font units.
    public let descender: Int
    /// The hhea line gap: extra space between lines, in font units.
    public let lineGap: Int
    /// The number of glyphs in the face.
    public let glyphCount: Int

    /// The FreeType objects and what has been read from them. Touch only while holding `lock`.
    private let lock = NSLock()
    private let library: FT_Library
    private let face: FT_Face
    private let hasKerning: Bool
    private var glyphIndices: [Unicode.Scalar: GlyphID] = [:]
    private var glyphs: [GlyphID: Glyph] = [:]
    private var kernings: [KerningPair: Int] = [:]

    /// What FreeType reports for one glyph, kept after the first load.
    private struct Glyph {
        var advance: Int
        var outline: Path
    }

    private struct KerningPair: Hashable {
        var left: GlyphID
        var right: GlyphID
    }

    /// The face in the font file at `path`, read once per process and shared afterwards.
    /// Throws `FontError.fileNotFound` or `.notAFont`, naming the path.
    public static func load(path: String) throws -> FontFace {
        try loadedFaces.face(at: URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    private static let loadedFaces = FaceCache()

    /// Reads the first face in the file at `path` (no caching: use `load(path:)`).
    private init(path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { throw FontError.fileNotFound(path: path) }
        var library: FT_Library?
        let libraryError = FT_Init_FreeType(&library)
        guard libraryError == 0, let library else {
            throw FontError.notAFont(path: path, freeTypeError: libraryError)
        }
        var face: FT_Face?
        let faceError = FT_New_Face(library, path, 0, &face)
        guard faceError == 0, let face else {
            FT_Done_FreeType(library)
            throw FontError.notAFont(path: path, freeTypeError: faceError)
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw FontError.notAFont(path: path, freeTypeError: Int32(FT_Err_Invalid_File_Format))
        }
        self.path = path
        self.library = library
        self.face = face
        let record = face.pointee
        unitsPerEm = Int(record.units_per_EM)
        ascender = Int(record.ascender)
        descender = -Int(record.descender)
        // FreeType's `height` is hhea ascender - descender + lineGap.
        lineGap = Int(record.height) - Int(record.ascender) + Int(record.descender)
        glyphCount = Int(record.num_glyphs)
        hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The glyph the face's character map gives `scalar`, or 0 (`.notdef`) when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID {
        lock.withLock {
            if let known = glyphIndices[scalar] { return known }
            let index = GlyphID(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
            glyphIndices[scalar] = index
            return index
        }
    }

    /// The glyph's unhinted horizontal advance (hmtx), in font units.
    /// A glyph id the face does not have answers as `.notdef` does.
    public func advance(of glyph: GlyphID) -> Int {
        lock.withLock { loadedGlyph(glyph).advance }
    }

    /// The glyph's outline in font units, x to the right and y downwards, the origin on the
    /// baseline at the glyph's left side bearing origin. A glyph id the face does not have
    /// answers as `.notdef` does.
    public func outline(of glyph: GlyphID) -> Path {
        lock.withLock { loadedGlyph(glyph).outline }
    }

    /// The kerning adjustment between two glyphs side by side (the face's 'kern' table, read by
    /// `FT_Get_Kerning` unscaled), in font units: negative brings them closer.
    public func kerning(_ left: GlyphID, _ right: GlyphID) -> Int {
        guard hasKerning else { return 0 }
        let pair = KerningPair(left: left, right: right)
        return lock.withLock {
            if let known = kernings[pair] { return known }
            var vector = FT_Vector()
            let error = FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
            let value = error == 0 ? Int(vector.x) : 0
            kernings[pair] = value
            return value
        }
    }

    /// The glyph's data, loading it on first use. Call only while holding `lock`.
    private func loadedGlyph(_ glyph: GlyphID) -> Glyph {
        if let known = glyphs[glyph] { return known }
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        guard Int(glyph) < glyphCount, FT_Load_Glyph(face, glyph, Int32(flags)) == 0 else {
            let notdef = glyph == 0 ? Glyph(advance: 0, outline: Path()) : loadedGlyph(0)
            glyphs[glyph] = notdef
            return notdef
        }
        let slot = face.pointee.glyph!
        let loaded = Glyph(
            advance: Int(slot.pointee.advance.x),
            outline: OutlineDecomposer.path(of: &slot.pointee.outline)
        )
        glyphs[glyph] = loaded
        return loaded
    }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "FontFace(\(path))" }

    /// The faces loaded so far in this process, by standardised path.
    private final class FaceCache: @unchecked Sendable {
        private let lock = NSLock()
        private var faces: [String: FontFace] = [:]

        func face(at path: String) throws -> FontFace {
            try lock.withLock {
                if let known = faces[path] { return known }
                let face = try FontFace(path: path)
                faces[path] = face
                return face
            }
        }
    }
}
