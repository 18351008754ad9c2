import Foundation

/// Reads a `.stringsdict` file (an XML property list): each key's `NSStringLocalizedFormatKey` and
/// its variables (`%#@files@`), each a dictionary of plural forms (`NSStringPluralRuleType`, forms
/// zero/one/two/few/many/other) whose own specifiers write the variable's value.
enum StringsDictReader {
    /// The keys' values in `data`, read from `path` (named in errors).
    static func read(_ data: Data, path: String) throws -> [String: LocalizedValue] {
        let list: Any
        do {
            list = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw StringTableError(path: path, reason: "not a property list (\(error.localizedDescription))")
        }
        guard let entries = list as? [String: Any] else {
            throw StringTableError(path: path, reason: "the property list is not a dictionary")
        }
        var values: [String: LocalizedValue] = [:]
        for (key, entry) in entries {
            guard let entry = entry as? [String: Any] else {
                throw StringTableError(path: path, reason: "the entry for \"\(key)\" is not a dictionary")
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw StringTableError(path: path, reason: "the entry for \"\(key)\" has no NSStringLocalizedFormatKey")
            }
            var substitutions: [String: Substitution] = [:]
            for (name, variable) in entry where name != "NSStringLocalizedFormatKey" {
                guard let variable = variable as? [String: Any] else { continue }
                let type = variable["NSStringFormatSpecTypeKey"] as? String
                guard type == "NSStringPluralRuleType" else {
                    throw StringTableError(
                        path: path, reason: "the variable \"\(name)\" of \"\(key)\" is of type \(type ?? "none"), not NSStringPluralRuleType")
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = variable[category.rawValue] as? String { forms[category] = form }
                }
                substitutions[name] = Substitution(argument: nil, forms: forms)
            }
            values[key] = LocalizedValue(.single(format), substitutions: substitutions)
        }
        return values
    }
}
