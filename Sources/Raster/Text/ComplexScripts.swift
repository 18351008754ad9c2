/// The scripts whose letters change with their neighbours (joining, reordering, conjuncts, marks
/// stacked by the font), which are shaped with HarfBuzz (`TextShaper`); Latin, Greek, Cyrillic and
/// the characters every script shares are set glyph by glyph with the face's kerning, as they
/// always have been, so their pixels do not change.
enum ComplexScripts {
    /// The blocks of those scripts: Hebrew to Arabic Extended-A (with Syriac, Thaana, N'Ko,
    /// Samaritan, Mandaic), the Indic scripts, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian, and the
    /// Hebrew and Arabic presentation forms.
    private static let blocks: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0x0900...0x0DFF, 0x0E00...0x0FFF, 0x1000...0x109F, 0x1780...0x18AF,
        0xFB1D...0xFDFF, 0xFE70...0xFEFF,
    ]

    /// True when `scalar` belongs to a script shaped with HarfBuzz.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value >= 0x0590 && blocks.contains { $0.contains(value) }
    }

    /// True for a character that takes the script of the one before it: a combining mark, or a
    /// zero-width joiner or non-joiner.
    static func followsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{200C}" || scalar == "\u{200D}" { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
