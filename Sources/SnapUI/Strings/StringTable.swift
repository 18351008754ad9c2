import Foundation

/// One string table (`Localizable`, or the `tableName` a view names) as a folder holds it: its
/// string catalogue (`Localizable.xcstrings`) and its `.lproj` folders' `Localizable.strings` and
/// `Localizable.stringsdict`, every language's values by key.
struct StringTable: Sendable {
    /// The language the strings were written in: the catalogue's `sourceLanguage`, else the
    /// folder's `Info.plist` `CFBundleDevelopmentRegion` (as SwiftPM writes `defaultLocalization`
    /// there); nil when neither says.
    var developmentLanguage: String?
    /// Each language's values by key; languages as tags with hyphens, lower-cased ("cy", "en-gb").
    var languages: [String: [String: LocalizedValue]] = [:]
    /// Keys the catalogue marks "Don't translate": shown in the development language in every locale.
    var untranslated: Set<String> = []

    /// `language`'s value for `key`.
    func value(_ key: String, language: String) -> LocalizedValue? {
        languages[StringTable.tag(language)]?[key]
    }

    /// Whether any language has `key`.
    func contains(_ key: String) -> Bool {
        languages.values.contains { $0[key] != nil }
    }

    /// Adds `values` to `language`'s, keeping the values already there (a catalogue's, or a
    /// `.stringsdict`'s over a `.strings`'s).
    mutating func add(_ values: [String: LocalizedValue], language: String) {
        languages[StringTable.tag(language), default: [:]].merge(values) { kept, _ in kept }
    }

    /// A language tag as tables are keyed: hyphens, lower case, no `@` keywords ("en_GB" → "en-gb").
    static func tag(_ identifier: String) -> String {
        let bare = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? identifier
        return bare.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}

/// One key's value in one language: a format (`"%lld messages"`), or the plural forms of one, and
/// the variables (`%#@files@`) its format names.
struct LocalizedValue: Sendable, Equatable {
    enum Format: Sendable, Equatable {
        case single(String)
        /// Forms chosen by the first number among the values (a catalogue's "Vary by Plural" on a
        /// string with one value).
        case plural([PluralCategory: String])
    }

    var format: Format
    /// The variables a format names as `%#@name@`, each choosing a plural form by its own value.
    var substitutions: [String: Substitution] = [:]

    init(_ format: Format, substitutions: [String: Substitution] = [:]) {
        self.format = format
        self.substitutions = substitutions
    }

    /// A value that is one string.
    init(_ string: String) {
        self.init(.single(string))
    }
}

/// A variable of a format (`%#@files@`): its plural forms, chosen by the value it stands for. A
/// form's own specifiers without a position (`%d file`) write that value.
struct Substitution: Sendable, Equatable {
    /// The 1-based position of its value among the format's values; nil takes the next in order.
    var argument: Int?
    var forms: [PluralCategory: String]
}

/// Why a string table could not be read.
struct StringTableError: Error, CustomStringConvertible, Equatable {
    /// The file's path.
    let path: String
    let reason: String

    var description: String { "cannot read the string table '\(path)': \(reason)" }
}
