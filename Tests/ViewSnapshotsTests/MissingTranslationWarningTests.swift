import Foundation
import SnapUI
import Snapshot
import Testing
import ViewSnapshots

/// A key shown in the development language for want of a translation reaches the workflow as one of
/// the scene's warnings (which `verify` prints once a scene), naming the locale, the key and its table.
@Suite struct MissingTranslationWarningTests {
    /// A catalogue with "greeting" in English and Welsh and "farewell" in English alone.
    static func tables() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missing-translation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalogue = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "greeting": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
                "cy": {"stringUnit": {"state": "translated", "value": "Helo"}}}},
              "farewell": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Goodbye"}}}}}}
            """
        try Data(catalogue.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        return folder
    }

    @Test func aMissingTranslationIsASceneWarningNamingLocaleTableAndKey() throws {
        let folder = try Self.tables()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = CatalogueEntry("greetings/both", locales: [.development, "cy"]) {
            VStack { Text("greeting"); Text("farewell") }
        }
        let scene = entry.scene(fonts: LocaleEnvironmentTests.fonts) { $0.stringTables = StringTables(folders: [folder]) }
        let welsh = try scene.draw(SnapshotConfiguration(device: .iPhoneSE, textSize: .large, scheme: .light, locale: "cy", scale: 1))
        #expect(welsh.warnings == ["no cy translation of \"farewell\" in the table Localizable"])
        let english = try scene.draw(SnapshotConfiguration(device: .iPhoneSE, textSize: .large, scheme: .light, scale: 1))
        #expect(english.warnings == [])
    }
}
