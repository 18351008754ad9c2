import CHarfBuzz
import Synchronization

/// A glyph HarfBuzz set, in font units.
struct ShapedGlyph: Hashable {
    var glyph: GlyphID
    /// The index of the first character of the glyph's cluster (the characters it shows, with the
    /// glyphs that show them), from the start of the stretch shaped.
    var cluster: Int
    /// How far the pen moves after the glyph.
    var advance: Int
    /// How far the glyph is moved from the pen: right, and up (HarfBuzz's y grows upwards).
    var offsetX: Int, offsetY: Int
}

/// Shapes text with HarfBuzz: joining forms (Arabic), ligatures, marks placed by the font's GPOS
/// and mirrored brackets right to left, as a text system shapes the scripts that need it.
///
/// HarfBuzz reads the font file itself, with its own OpenType functions, at the em size in font
/// units and unhinted: its advances are the hmtx advances FreeType gives, and nothing depends on
/// FreeType's settings. (HarfBuzz's FreeType integration would share the `FT_Face`, which FreeType
/// does not allow from several threads and which `FontFace` reads unscaled.) A HarfBuzz font is made
/// once per face and, immutable, shapes from any thread.
final class TextShaper: @unchecked Sendable {
    private let font: OpaquePointer

    private init(face: FontFace) {
        let blob = hb_blob_create_from_file(face.path)
        let hbFace = hb_face_create(blob, 0)
        font = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(face.unitsPerEm), Int32(face.unitsPerEm))
        if !face.variation.isEmpty {
            let variations = face.variation.sorted { $0.key < $1.key }.map { tag, value in
                hb_variation_t(tag: hb_tag_from_string(tag, -1), value: Float(value))
            }
            hb_font_set_variations(font, variations, UInt32(variations.count))
        }
        hb_font_make_immutable(font)
    }

    deinit { hb_font_destroy(font) }

    /// The shaper for `face`, made on first use.
    static func shaper(for face: FontFace) -> TextShaper {
        shapers.withLock { shapers in
            if let known = shapers[face] { return known }
            let shaper = TextShaper(face: face)
            shapers[face] = shaper
            return shaper
        }
    }

    private static let shapers = Mutex<[FontFace: TextShaper]>([:])

    /// The glyphs for `scalars[range]` in visual order (right to left text comes out reversed), their
    /// clusters counted from `range`'s start. The scalars around `range` are context: an Arabic letter
    /// takes the form its neighbours call for even across a change of style.
    func shape(_ scalars: [Unicode.Scalar], range: Range<Int>, direction: WritingDirection) -> [ShapedGlyph] {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        let values = scalars.map(\.value)
        hb_buffer_add_utf32(buffer, values, Int32(values.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, direction == .leftToRight ? HB_DIRECTION_LTR : HB_DIRECTION_RTL)
        // A fixed language, so the process's locale (which HarfBuzz would otherwise take) changes nothing.
        hb_buffer_set_language(buffer, hb_language_from_string("und", -1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { index in
            ShapedGlyph(
                glyph: infos[index].codepoint, cluster: Int(infos[index].cluster) - range.lowerBound,
                advance: Int(positions[index].x_advance),
                offsetX: Int(positions[index].x_offset), offsetY: Int(positions[index].y_offset))
        }
    }
}
