import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9), through GNU FriBidi: each character's embedding
/// level in its paragraph (rules P2 to I2, with bracket pairs, and L1 for the paragraph's end), and
/// the visual order of a line's runs (rule L2), which nhs-snap does itself as it reorders runs of
/// glyphs, not characters.
enum Bidi {
    /// The embedding level of each of a paragraph's `scalars` (even: left to right, odd: right to
    /// left), or nil when every level is 0 (left to right text in a left-to-right paragraph: most text,
    /// which is then not given to FriBidi at all).
    static func levels(of scalars: [Unicode.Scalar], base: BaseWritingDirection) -> [UInt8]? {
        if scalars.isEmpty { return nil }
        // Below U+0590 nothing is right to left or an Arabic number, and the explicit formatting
        // characters (U+200E...U+2069) are above it: such text in a paragraph that would otherwise be
        // left to right is all at level 0.
        let leftToRightByDefault = base == .leftToRight || base == .natural(.leftToRight)
        if leftToRightByDefault, scalars.allSatisfy({ $0.value < 0x0590 }) { return nil }
        let count = FriBidiStrIndex(scalars.count)
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_LTR, count: scalars.count)
        fribidi_get_bidi_types(characters, count, &types)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        fribidi_get_bracket_types(characters, count, types, &brackets)
        var direction: FriBidiParType = switch base {
        case .leftToRight: FRIBIDI_PAR_LTR
        case .rightToLeft: FRIBIDI_PAR_RTL
        case .natural(.leftToRight): FRIBIDI_PAR_WLTR
        case .natural(.rightToLeft): FRIBIDI_PAR_WRTL
        }
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        // FriBidi fails only when it cannot allocate; its answer is then every character left to right.
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) > 0 else { return nil }
        if levels.allSatisfy({ $0 == 0 }) { return nil }
        return levels.map { UInt8(clamping: $0) }
    }

    /// The order, left to right, in which runs at `levels` (in logical order) are shown: rule L2,
    /// reversing every stretch of runs at or above each level from the highest down to the lowest odd one.
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
