import Foundation

/// The plural forms a language tells apart (CLDR's cardinal categories), which `.stringsdict`
/// and `.xcstrings` variations are keyed by.
enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

/// CLDR's cardinal plural rules (CLDR 42 and later, as iOS 17 and later use) for Welsh, Arabic,
/// Hebrew, French, Spanish, Polish, Russian and Ukrainian, `other` alone for Japanese, Chinese, Korean,
/// Thai, Vietnamese, Indonesian and Malay, and English's rule (which German, Dutch and the
/// Scandinavian languages share) for every other language.
enum PluralRules {
    /// A number as the rules read it: `n` its absolute value, `i` its integer digits, `v` how many
    /// fraction digits are shown.
    struct Operands: Equatable {
        var n: Double
        var i: Int
        var v: Int

        /// A whole number, shown without a fraction.
        init(_ integer: Int64) {
            let magnitude = integer.magnitude
            n = Double(magnitude)
            i = magnitude > UInt64(Int.max) ? Int.max : Int(magnitude)
            v = 0
        }

        /// `value` shown with `fractionDigits` digits after the point (as `%.2f` shows it).
        init(_ value: Double, fractionDigits: Int) {
            let written = String(format: "%.\(max(0, fractionDigits))f", abs(value))
            let parts = written.split(separator: ".", omittingEmptySubsequences: false)
            n = Double(written) ?? abs(value)
            i = Int(parts[0]) ?? 0
            v = parts.count > 1 ? parts[1].count : 0
        }
    }

    /// The category `operands` fall in, in `language` (a language code such as "cy", or a tag such
    /// as "cy-GB", whose language is used).
    static func category(of operands: Operands, language: String) -> PluralCategory {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let (n, i, v) = (operands.n, operands.i, operands.v)
        let whole = v == 0
        switch code {
        case "cy":
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            case 3: return .few
            case 6: return .many
            default: return .other
            }
        case "ar":
            let hundred = n.truncatingRemainder(dividingBy: 100)
            let isInteger = n == n.rounded(.down)
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if isInteger, (3...10).contains(hundred) { return .few }
            if isInteger, (11...99).contains(hundred) { return .many }
            return .other
        case "he", "iw":
            if (i == 1 && whole) || (i == 0 && !whole) { return .one }
            if i == 2 && whole { return .two }
            return .other
        case "fr":
            if i == 0 || i == 1 { return .one }
            return isMillions(i: i, whole: whole) ? .many : .other
        case "es":
            if n == 1 { return .one }
            return isMillions(i: i, whole: whole) ? .many : .other
        case "pl":
            if i == 1 && whole { return .one }
            if whole, (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
            // Every other whole number: i % 10 = 0..1 (not 1 itself), 5..9, or i % 100 = 12..14.
            return whole ? .many : .other
        case "ru", "uk":
            if whole, i % 10 == 1, i % 100 != 11 { return .one }
            if whole, (2...4).contains(i % 10), !(12...14).contains(i % 100) { return .few }
            // Every other whole number: i % 10 = 0 or 5..9, or i % 100 = 11..14.
            return whole ? .many : .other
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "yue":
            return .other
        default:
            // English's rule, which German, Dutch, the Scandinavian languages and most others share.
            return i == 1 && whole ? .one : .other
        }
    }

    /// French's and Spanish's `many`: a whole number of millions ("1 000 000 de fichiers").
    private static func isMillions(i: Int, whole: Bool) -> Bool {
        whole && i != 0 && i % 1_000_000 == 0
    }
}
