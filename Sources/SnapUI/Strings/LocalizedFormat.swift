import Foundation

/// A localisable string as an interpolated literal builds it, shared by `LocalizedStringKey` and
/// `String.LocalizationValue`: the key Apple's tools build (`"%lld messages"` for
/// `"\(count) messages"`: `%@` for strings and formatted values, `%lld` for `Int`, `%lf` for
/// `Double`, `%f` for `Float`, literal `%` doubled) and the values in order.
struct LocalizedFormat: Sendable {
    /// The key looked up in string tables.
    var key = ""
    /// True when built from an interpolation: the string found is a format whose specifiers take the
    /// values (and whose `%%` is a percent sign). A plain literal is shown as found.
    var hasFormatting = false
    var arguments: [FormatArgument] = []

    init(key: String) {
        self.key = key
    }

    /// An empty interpolation.
    init() {
        hasFormatting = true
    }

    mutating func appendLiteral(_ literal: String) {
        key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// Appends a value its specifier writes.
    mutating func append(_ argument: FormatArgument, specifier: String) {
        key += specifier
        arguments.append(argument)
    }

    /// The pieces shown for this string in the table `table` (nil or empty: "Localizable") of
    /// `bundle` (nil: the lookup's folders and `Bundle.main`); `markdown` when they are read as markdown.
    func pieces(table: String?, bundle: Bundle?, lookup: StringLookup, markdown: Bool) -> [LocalizedPiece] {
        let found = lookup.value(for: key, table: LocalizedFormat.tableName(table), bundle: bundle)
        var pieces: [LocalizedPiece]
        if hasFormatting {
            let formatter = StringFormatter(
                arguments: arguments, substitutions: found?.value.substitutions ?? [:],
                language: found?.language ?? StringTable.tag(lookup.locale.identifier), locale: lookup.locale)
            pieces = formatter.pieces(of: found?.value.format ?? .single(key))
        } else {
            switch found?.value.format {
            case .single(let string)?: pieces = [.text(string)]
            case .plural(let forms)?: pieces = [.text(forms[.other] ?? key)]
            case nil: pieces = [.text(key)]
            }
        }
        if lookup.pseudoLocale == .doubleLength { pieces = PseudoLocale.doubled(pieces, markdown: markdown) }
        return pieces
    }

    /// The table a lookup searches: `table`, or "Localizable" when it is nil or empty.
    static func tableName(_ table: String?) -> String {
        guard let table, !table.isEmpty else { return "Localizable" }
        return table
    }

    /// The string shown: the pieces with their values written in `environment`.
    func string(table: String?, bundle: Bundle?, lookup: StringLookup, environment: EnvironmentValues) -> String {
        pieces(table: table, bundle: bundle, lookup: lookup, markdown: false).map { piece in
            switch piece {
            case .text(let text): return text
            case .value(let value): return value.format(environment)
            }
        }.joined()
    }
}
