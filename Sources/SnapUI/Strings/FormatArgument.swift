import Foundation

/// A value interpolated into a localised string, written where its format's specifier says:
/// strings as they are (`%@`), numbers by `String(format:locale:)` in the snapshot's locale (so
/// `%lld` groups thousands, "1,234", and `%lf` writes six decimals, as on iOS), and dates, format
/// styles, texts and images when the text is resolved.
enum FormatArgument: Sendable {
    case string(String)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    /// Written in the environment when the text is resolved (a date, a format style, a Text, an image).
    case formatted(Text.Formatted)

    /// The value the plural rules count, for a number.
    var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .unsigned(let value): return Double(value)
        case .double(let value): return value
        case .string, .formatted: return nil
        }
    }

    /// The value written by `specifier` (a printf specifier without its position, such as "%.2f"
    /// or "%lld", ending in `conversion`) in `locale`.
    func written(_ specifier: String, conversion: Character, locale: Locale) -> Text.Formatted {
        let integerConversions: Set<Character> = ["d", "D", "i", "x", "X", "o", "O", "c", "C"]
        let unsignedConversions: Set<Character> = ["u", "U"]
        let floatConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
        func format(_ value: any CVarArg) -> Text.Formatted {
            Text.Formatted(written: String(format: specifier, locale: locale, value))
        }
        switch self {
        case .formatted(let formatted):
            return formatted
        case .string(let string):
            return Text.Formatted(written: string)
        case .integer(let value):
            if floatConversions.contains(conversion) { return format(Double(value)) }
            if integerConversions.contains(conversion) || unsignedConversions.contains(conversion) { return format(value) }
            return Text.Formatted(written: String(value))
        case .unsigned(let value):
            if floatConversions.contains(conversion) { return format(Double(value)) }
            if integerConversions.contains(conversion) || unsignedConversions.contains(conversion) { return format(value) }
            return Text.Formatted(written: String(value))
        case .double(let value):
            if floatConversions.contains(conversion) { return format(value) }
            if integerConversions.contains(conversion) { return format(Int64(exactly: value.rounded(.towardZero)) ?? 0) }
            return Text.Formatted(written: String(value))
        }
    }
}

extension Text.Formatted {
    /// A value already written out.
    init(written: String) {
        format = { _ in written }
    }
}
