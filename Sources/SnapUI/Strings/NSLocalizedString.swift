import Foundation

// `NSLocalizedString` looked up as `String(localized:)` is: in the string tables of the snapshot being
// rendered, in its locale (an iPhone set to that language), pseudo-localised in `en-XA`. Foundation's
// declares one function with defaults for every argument but the key and the comment; these declare
// each form a call writes, without defaults, so a call that names its arguments resolves to one of
// them, even in a file that imports Foundation too (Swift prefers the overload that fills no default).
// A call passing an optional or nil table name to the five-argument form, alone, resolves to
// Foundation's, which knows nothing of the snapshot.

/// The localised string for `key` in the "Localizable" table, in the snapshot's locale; the key
/// itself when no table has it. A plural entry gives its "other" form (Linux Foundation's
/// `String(format:)` cannot choose among a table's plural forms).
public func NSLocalizedString(_ key: String, comment: String) -> String {
    snapshotLocalizedString(key, table: nil, bundle: nil, value: nil)
}

/// The localised string for `key` in the table `tableName` ("Localizable" when nil or empty).
public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    snapshotLocalizedString(key, table: tableName, bundle: nil, value: nil)
}

/// The localised string for `key` in `bundle`'s "Localizable" table (`Bundle.main`: the snapshot's
/// tables, as with no bundle).
public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
    snapshotLocalizedString(key, table: nil, bundle: bundle, value: nil)
}

/// The localised string for `key` in `bundle`'s table `tableName`.
public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
    snapshotLocalizedString(key, table: tableName, bundle: bundle, value: nil)
}

/// The localised string for `key`, or `value` (when not empty) when no table has it.
public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    snapshotLocalizedString(key, table: nil, bundle: nil, value: value)
}

/// The localised string for `key` in the table `tableName`, or `value` when no table has it.
public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
    snapshotLocalizedString(key, table: tableName, bundle: nil, value: value)
}

/// The localised string for `key` in `bundle`'s "Localizable" table, or `value` when it has none.
public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
    snapshotLocalizedString(key, table: nil, bundle: bundle, value: value)
}

/// The localised string for `key` in `bundle`'s table `tableName`, or `value` when it has none.
public func NSLocalizedString(_ key: String, tableName: String, bundle: Bundle, value: String, comment: String) -> String {
    snapshotLocalizedString(key, table: tableName, bundle: bundle, value: value)
}

/// `key` looked up as the forms above say; `Bundle.main` means the snapshot's tables and the
/// bundles beside the executable, as for `String(localized:)` with no bundle.
private func snapshotLocalizedString(_ key: String, table: String?, bundle: Bundle?, value: String?) -> String {
    let fallback = value.flatMap { $0.isEmpty ? nil : LocalizedFormat(key: $0) }
    let bundle = bundle.flatMap { $0.bundleURL == Bundle.main.bundleURL ? nil : $0 }
    return StringLocalization.string(LocalizedFormat(key: key), default: fallback, table: table, bundle: bundle, locale: .current)
}
