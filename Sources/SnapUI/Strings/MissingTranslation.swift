/// A localised string the snapshot's locale has no translation for: the key was found in its
/// table's development language, and shown in it. A render lists them (`Rendering.missingTranslations`)
/// so a run can report what is left to translate.
public struct MissingTranslation: Hashable, Sendable, CustomStringConvertible {
    /// The table's name ("Localizable" unless the view names one).
    public let table: String
    public let key: String
    /// The snapshot's locale, as its identifier ("cy_GB").
    public let locale: String

    public init(table: String, key: String, locale: String) {
        self.table = table
        self.key = key
        self.locale = locale
    }

    public var description: String { "no \(locale) translation of \"\(key)\" in the table \(table)" }
}
