import Foundation

/// Where localised strings are looked up when a view names no bundle (`Text("home.title")`), before
/// `Bundle.main`: folders laid out as a resource bundle (`Localizable.xcstrings`, `cy.lproj/...`),
/// such as the `<Package>_<Target>.resources` folder SwiftPM builds beside an app's executable.
/// An explicit `bundle:` is searched alone, as on iOS.
public struct StringTables: Sendable, Equatable {
    /// The folders searched in order; the first whose table has a key answers for it.
    public var folders: [URL]
    /// The language the strings are written in, for a folder whose tables do not say (a catalogue's
    /// `sourceLanguage` and an `Info.plist`'s `CFBundleDevelopmentRegion` say).
    public var developmentLanguage: String

    public init(folders: [URL] = [], developmentLanguage: String = "en") {
        self.folders = folders
        self.developmentLanguage = developmentLanguage
    }
}

private struct StringTablesKey: EnvironmentKey {
    static let defaultValue = StringTables()
}

extension EnvironmentValues {
    /// Where localised strings are looked up before `Bundle.main` (see `StringTables`).
    public var stringTables: StringTables {
        get { self[StringTablesKey.self] }
        set { self[StringTablesKey.self] = newValue }
    }
}
