import Foundation

/// Reads a string catalogue (`.xcstrings`, the JSON Xcode writes): every key's `stringUnit` per
/// language, its plural variations (zero/one/two/few/many/other), device variations (an iPhone's,
/// else `other`), and substitutions (`%#@name@`, whose forms write the value as `%arg`). SwiftPM
/// on Linux copies a catalogue into the resource bundle as it is, uncompiled, so it is read here.
enum StringCatalogReader {
    /// The catalogue in `data`, read from `path` (named in errors).
    static func read(_ data: Data, path: String) throws -> StringTable {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw StringTableError(path: path, reason: "not valid JSON (\(error.localizedDescription))")
        }
        guard let catalogue = root as? [String: Any] else {
            throw StringTableError(path: path, reason: "the top level is not a JSON object")
        }
        guard let source = catalogue["sourceLanguage"] as? String else {
            throw StringTableError(path: path, reason: "it has no \"sourceLanguage\"")
        }
        guard let strings = catalogue["strings"] as? [String: Any] else {
            throw StringTableError(path: path, reason: "it has no \"strings\" object")
        }
        var table = StringTable(developmentLanguage: source)
        var byLanguage: [String: [String: LocalizedValue]] = [:]
        for (key, entry) in strings {
            guard let entry = entry as? [String: Any] else {
                throw StringTableError(path: path, reason: "the entry for \"\(key)\" is not an object")
            }
            if entry["shouldTranslate"] as? Bool == false { table.untranslated.insert(key) }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let value = try value(of: localization, key: key, language: language, source: source, path: path) {
                    byLanguage[language, default: [:]][key] = value
                }
            }
            // A key without a value in the source language is its own value there, as Xcode writes it.
            if byLanguage[source]?[key] == nil { byLanguage[source, default: [:]][key] = LocalizedValue(key) }
        }
        for (language, values) in byLanguage { table.add(values, language: language) }
        return table
    }

    /// One language's value of a key: its string unit or variations, and its substitutions.
    private static func value(
        of localization: [String: Any], key: String, language: String, source: String, path: String
    ) throws -> LocalizedValue? {
        guard let format = try format(of: localization, key: key, language: language, source: source, path: path) else { return nil }
        var substitutions: [String: Substitution] = [:]
        for (name, substitution) in localization["substitutions"] as? [String: Any] ?? [:] {
            guard let substitution = substitution as? [String: Any] else { continue }
            let specifier = substitution["formatSpecifier"] as? String ?? "lld"
            guard let variant = try self.format(of: substitution, key: key, language: language, source: source, path: path)
            else { continue }
            let forms: [PluralCategory: String]
            switch variant {
            case .single(let string): forms = [.other: string]
            case .plural(let plural): forms = plural
            }
            substitutions[name] = Substitution(
                argument: substitution["argNum"] as? Int,
                forms: forms.mapValues { $0.replacingOccurrences(of: "%arg", with: "%" + specifier) })
        }
        return LocalizedValue(format, substitutions: substitutions)
    }

    /// A string unit's value, or the variation an iPhone shows: its device variation (`iphone`, else
    /// `other`), then its plural forms. Nil when it has neither, or its translation is not made yet.
    private static func format(
        of node: [String: Any], key: String, language: String, source: String, path: String
    ) throws -> LocalizedValue.Format? {
        if let unit = node["stringUnit"] as? [String: Any] {
            // A translation in the state "new" is not made yet (Xcode's "No translation yet").
            if unit["state"] as? String == "new", language != source { return nil }
            guard let value = unit["value"] as? String else {
                throw StringTableError(path: path, reason: "the \(language) string unit of \"\(key)\" has no \"value\"")
            }
            return .single(value)
        }
        guard let variations = node["variations"] as? [String: Any] else { return nil }
        if let devices = variations["device"] as? [String: Any] {
            guard let device = (devices["iphone"] ?? devices["other"]) as? [String: Any] else { return nil }
            return try format(of: device, key: key, language: language, source: source, path: path)
        }
        if let plural = variations["plural"] as? [String: Any] {
            var forms: [PluralCategory: String] = [:]
            for (name, form) in plural {
                guard let category = PluralCategory(rawValue: name) else {
                    throw StringTableError(path: path, reason: "\"\(key)\" (\(language)) has a plural form \"\(name)\", not one of zero, one, two, few, many, other")
                }
                guard let form = form as? [String: Any],
                      case .single(let string)? = try format(of: form, key: key, language: language, source: source, path: path)
                else { continue }
                forms[category] = string
            }
            return forms.isEmpty ? nil : .plural(forms)
        }
        return nil
    }
}
