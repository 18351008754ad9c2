import Foundation

/// The string tables the strings tests read, under Fixtures/Strings, each laid out as SwiftPM lays a
/// resource bundle out on Linux (catalogues at the top, `.lproj` folders beside them).
enum StringFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("Strings")

    /// `Localizable.xcstrings` (English and Welsh) and the `Legacy` table's `.strings` and `.stringsdict`.
    static let app = folder.appendingPathComponent("App")
    /// A bundle whose `Info.plist` makes Welsh its development language, with `Localizable.strings`.
    static let bundle = folder.appendingPathComponent("Bundle")
    /// A second catalogue, with its own "home.title".
    static let second = folder.appendingPathComponent("Second")
    /// A catalogue that is not JSON, and a `.strings` file missing a semicolon.
    static let broken = folder.appendingPathComponent("Broken")
}
