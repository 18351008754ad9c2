import Foundation

/// Looks localised strings up as iOS does, for one locale: in an explicit bundle alone, else in the
/// environment's `StringTables` folders and then `Bundle.main` and the SwiftPM resource bundles beside it
/// (``ResourceBundles``); in the first folder whose table has
/// the key, the locale's own language (`cy-GB`, then `cy`), else the table's development language
/// (noting the missing translation), else none (the key is shown).
struct StringLookup: Sendable {
    let locale: Locale
    let tables: StringTables
    /// Where missing translations are noted and unreadable tables reported; nil outside a render.
    let diagnostics: Diagnostics?

    /// A value found: in which language (whose plural rules choose its forms).
    struct Found {
        var value: LocalizedValue
        var language: String
    }

    init(locale: Locale, tables: StringTables, diagnostics: Diagnostics?) {
        self.locale = locale
        self.tables = tables
        self.diagnostics = diagnostics
    }

    /// The lookup a view makes in `environment`.
    init(_ environment: EnvironmentValues) {
        self.init(locale: environment.locale, tables: environment.stringTables, diagnostics: environment.diagnostics)
    }

    /// The pseudo-locale the locale names, if it is one.
    var pseudoLocale: PseudoLocale? { PseudoLocale(locale) }

    /// The languages a table is searched in before its development language, most specific first:
    /// "cy-gb", "cy" for Welsh in Britain; none for a pseudo-locale, which shows the development
    /// language (transformed, for the double-length one).
    var languages: [String] {
        guard pseudoLocale == nil else { return [] }
        var subtags = StringTable.tag(locale.identifier).split(separator: "-").map(String.init)
        var tags: [String] = []
        while !subtags.isEmpty {
            tags.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return tags
    }

    /// The value of `key` in the table `table`, or nil when no folder's table has it.
    func value(for key: String, table: String, bundle: Bundle?) -> Found? {
        let folders = bundle.map { [StringLookup.folder(of: $0)] } ?? tables.folders + ResourceBundles.folders
        for folder in folders {
            let found: StringTable?
            do {
                found = try StringTableStore.shared.table(named: table, in: folder)
            } catch {
                diagnostics?.report(error)
                continue
            }
            guard let found, found.contains(key) else { continue }
            let development = found.developmentLanguage ?? tables.developmentLanguage
            let translatable = !found.untranslated.contains(key)
            if translatable {
                for language in languages {
                    if let value = found.value(key, language: language) { return Found(value: value, language: language) }
                }
            }
            guard let value = found.value(key, language: development) else { return nil }
            if translatable, let language = languages.last, language != StringLookup.languageCode(of: development) {
                diagnostics?.noteMissingTranslation(MissingTranslation(table: table, key: key, locale: locale.identifier))
            }
            return Found(value: value, language: development)
        }
        return nil
    }

    /// The folder a bundle's resources are in (on Linux, a resource bundle is a plain folder).
    static func folder(of bundle: Bundle) -> URL {
        bundle.resourceURL ?? bundle.bundleURL
    }

    /// A tag's language code, lower-cased: "cy" for "cy-GB".
    static func languageCode(of tag: String) -> String {
        String(StringTable.tag(tag).split(separator: "-").first ?? "")
    }
}
