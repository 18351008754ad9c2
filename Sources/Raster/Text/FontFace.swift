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
/// A variable font (such as Material Symbols, with its weight and fill axes) is read at one point
/// of its design space, its *instance*: `load(path:variation:)` sets the axes once with
/// `FT_Set_Var_Design_Coordinates`, before any glyph is read, so each instance is a face of its own
/// whose outlines never change afterwards.
///
/// A face is safe to use from several threads: FreeType calls happen under a lock, and every
/// answer (glyph index, advance, outline, kerning pair) is kept after the first call, so a face
/// that has drawn a text once does not call FreeType for it again. Faces are compared by identity;
/// `load(path:variation:)` gives the same face for the same file and instance throughout the process.
public final class FontFace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The file the face was read from, as given to `load(path:)` once standardised.
    public let path: String
    /// The face's PostScript name ("LiberationSans-Bold"), empty when the font names none.
    public let postScriptName: String
    /// The face's family name ("Liberation Sans"), empty when the font names none.
    public let familyName: String
    /// True when the face is bold, or italic, by its style flags.
    public let isBold: Bool, isItalic: Bool
    /// The face's weight on the CSS scale (400 regular, 700 bold), its OS/2 `usWeightClass`, else
    /// 700 or 400 by its bold flag.
    public let weightClass: Int
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
    /// Where an underline goes: the centre of its stroke below the baseline, in font units (FreeType's
    /// `underline_position`, from the post table).
    public let underlinePosition: Int
    /// How thick an underline is (post table), in font units.
    public let underlineThickness: Int
    /// Where a strikethrough goes: the top of its stroke above the baseline (OS/2 yStrikeoutPosition),
    /// in font units; a face without an OS/2 strikeout uses a quarter of its em.
    public let strikeoutPosition: Int
    /// How thick a strikethrough is (OS/2 yStrikeoutSize), in font units.
    public let strikeoutThickness: Int
    /// The axes of a variable font, in the file's order; empty for a face that does not vary.
    public let axes: [VariationAxis]
    /// The instance this face was read at: every axis of `axes` with its value (the axis's
    /// default where `load` was given none).
    public let variation: [String: Double]

    /// One axis of a variable font's design space, such as Material Symbols' `wght` (100...700).
    public struct VariationAxis: Hashable, Sendable {
        /// The four-letter OpenType tag: `wght`, `FILL`, `GRAD`, `opsz`...
        public let tag: String
        public let minimum: Double
        public let defaultValue: Double
        public let maximum: Double
    }

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

    /// The face in the font file at `path`, read once per process and shared afterwards; for a
    /// variable font, at the instance `variation` gives (axis tag to value, each clamped to its
    /// axis's range; axes left out keep their defaults). Throws `FontError.fileNotFound` or
    /// `.notAFont`, naming the path, or `.unknownAxis` for a tag the face does not vary along.
    public static func load(path: String, variation: [String: Double] = [:]) throws -> FontFace {
        try loadedFaces.face(at: URL(fileURLWithPath: path).standardizedFileURL.path, variation: variation)
    }

    /// The same file at another instance: this face's variation with `changes` applied.
    public func instance(_ changes: [String: Double]) throws -> FontFace {
        try FontFace.load(path: path, variation: variation.merging(changes) { $1 })
    }

    private static let loadedFaces = FaceCache()

    /// Reads the first face in the file at `path` (no caching: use `load(path:variation:)`).
    private init(path: String, variation: [String: Double]) throws {
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
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        familyName = record.family_name.map { String(cString: $0) } ?? ""
        isBold = record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        isItalic = record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        let os2WeightClass = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee.usWeightClass
        weightClass = os2WeightClass.map(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? (isBold ? 700 : 400)
        unitsPerEm = Int(record.units_per_EM)
        ascender = Int(record.ascender)
        descender = -Int(record.descender)
        // FreeType's `height` is hhea ascender - descender + lineGap.
        lineGap = Int(record.height) - Int(record.ascender) + Int(record.descender)
        glyphCount = Int(record.num_glyphs)
        hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        underlinePosition = -Int(record.underline_position)
        underlineThickness = max(Int(record.underline_thickness), 1)
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee,
            os2.yStrikeoutSize > 0
        {
            strikeoutPosition = Int(os2.yStrikeoutPosition)
            strikeoutThickness = Int(os2.yStrikeoutSize)
        } else {
            strikeoutPosition = unitsPerEm / 4
            strikeoutThickness = underlineThickness
        }
        do {
            (axes, self.variation) = try FontFace.setVariation(variation, of: face, library: library, path: path)
        } catch {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw error
        }
    }

    /// Sets `face`'s design coordinates from `requested` (clamped to each axis), before any glyph is
    /// loaded; answers the face's axes and the full instance. A face without variations accepts only
    /// an empty request.
    private static func setVariation(
        _ requested: [String: Double], of face: FT_Face, library: FT_Library, path: String
    ) throws -> (axes: [VariationAxis], variation: [String: Double]) {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0,
            FT_Get_MM_Var(face, &master) == 0, let master
        else {
            if let tag = requested.keys.sorted().first { throw FontError.unknownAxis(tag: tag, path: path) }
            return ([], [:])
        }
        defer { FT_Done_MM_Var(library, master) }
        let axes = (0..<Int(master.pointee.num_axis)).map { index in
            let axis = master.pointee.axis[index]
            return VariationAxis(
                tag: tagString(axis.tag), minimum: Double(axis.minimum) / 65536,
                defaultValue: Double(axis.def) / 65536, maximum: Double(axis.maximum) / 65536)
        }
        if let unknown = requested.keys.sorted().first(where: { tag in !axes.contains { $0.tag == tag } }) {
            throw FontError.unknownAxis(tag: unknown, path: path)
        }
        var instance: [String: Double] = [:]
        var coordinates = axes.map { axis in
            let value = min(max(requested[axis.tag] ?? axis.defaultValue, axis.minimum), axis.maximum)
            instance[axis.tag] = value
            return FT_Fixed((value * 65536).rounded())
        }
        let error = FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
        guard error == 0 else { throw FontError.notAFont(path: path, freeTypeError: error) }
        return (axes, instance)
    }

    /// An OpenType tag (four ASCII letters packed big-endian) as a string.
    private static func tagString(_ tag: FT_ULong) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
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

    /// The glyph with the PostScript name `name` (the font's post table, as Material Symbols names
    /// each icon: "home", "home.fill"), or 0 when the face has no glyph of that name.
    public func glyph(named name: String) -> GlyphID {
        lock.withLock { GlyphID(FT_Get_Name_Index(face, name)) }
    }

    /// The PostScript name of `glyph`, or nil when the face names no glyphs.
    public func name(of glyph: GlyphID) -> String? {
        lock.withLock {
            guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_GLYPH_NAMES) != 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: 128)
            guard FT_Get_Glyph_Name(face, glyph, &buffer, FT_UInt(buffer.count)) == 0 else { return nil }
            let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return name.isEmpty ? nil : name
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

    public var description: String {
        if variation.isEmpty { return "FontFace(\(path))" }
        let instance = variation.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "FontFace(\(path), \(instance))"
    }

    /// The faces loaded so far in this process, by standardised path and requested instance.
    private final class FaceCache: @unchecked Sendable {
        private struct Key: Hashable {
            var path: String
            var variation: [String: Double]
        }

        private let lock = NSLock()
        private var faces: [Key: FontFace] = [:]

        func face(at path: String, variation: [String: Double]) throws -> FontFace {
            try lock.withLock {
                let key = Key(path: path, variation: variation)
                if let known = faces[key] { return known }
                let face = try FontFace(path: path, variation: variation)
                // A request naming defaults explicitly is the same instance as one leaving them out.
                let full = Key(path: path, variation: face.variation)
                let shared = faces[full] ?? face
                faces[full] = shared
                faces[key] = shared
                return shared
            }
        }
    }
}
