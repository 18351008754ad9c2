import Foundation
import Testing
@testable import SnapUI

/// Reading string tables: catalogues, `.strings` (UTF-8 and UTF-16) and `.stringsdict`, and their errors.
@Suite struct StringTableReadingTests {
    private func table(_ name: String, in folder: URL) throws -> StringTable {
        try #require(try StringTableStore.shared.table(named: name, in: folder))
    }

    @Test func aCatalogueHoldsEachLanguagesValues() throws {
        let table = try table("Localizable", in: StringFixtures.app)
        #expect(table.developmentLanguage == "en")
        #expect(table.value("home.title", language: "en") == LocalizedValue("Your health"))
        #expect(table.value("home.title", language: "cy") == LocalizedValue("Eich iechyd"))
        #expect(table.value("welcome.gb", language: "en-GB") == LocalizedValue("Welcome, in British English"))
        // A key with no source-language value is its own value there.
        #expect(table.value("Settings", language: "en") == LocalizedValue("Settings"))
        #expect(table.untranslated == ["NHS App"])
        #expect(table.value("home.title", language: "fr") == nil)
    }

    @Test func aCataloguesVariationsAreAnIPhonesAndItsPluralForms() throws {
        let table = try table("Localizable", in: StringFixtures.app)
        #expect(table.value("tap.hint", language: "en") == LocalizedValue("Tap to open"))
        // No iPhone variation: the device's `other`.
        #expect(table.value("tap.hint", language: "cy") == LocalizedValue("Agor"))
        #expect(table.value("%lld messages", language: "en") == LocalizedValue(.plural([.one: "%lld message", .other: "%lld messages"])))
        let welsh = try #require(table.value("%lld messages", language: "cy"))
        guard case .plural(let forms) = welsh.format else { Issue.record("not plural"); return }
        #expect(Set(forms.keys) == Set(PluralCategory.allCases))
    }

    @Test func aCataloguesSubstitutionsWriteTheirValueForArg() throws {
        let value = try #require(try table("Localizable", in: StringFixtures.app).value("%@ has %lld new messages", language: "en"))
        #expect(value.format == .single("%@ has %#@messages@"))
        #expect(value.substitutions["messages"] == Substitution(
            argument: 2, forms: [.one: "%lld new message", .other: "%lld new messages"]))
    }

    @Test func aStringsFileInUTF16ReadsCommentsEscapesAndBareWords() throws {
        let url = StringFixtures.app.appendingPathComponent("en.lproj/Legacy.strings")
        let data = try Data(contentsOf: url)
        #expect(data.starts(with: [0xFF, 0xFE]))
        let strings = try StringsFileReader.read(data, path: url.path)
        #expect(strings == [
            "legacy.greeting": "Hello,\n\"friend\"", "legacy.tab": "A\tB é", "legacy.word": "unquoted", "legacy.same": "legacy.same",
        ])
    }

    @Test func aStringsFileInUTF8() throws {
        let url = StringFixtures.app.appendingPathComponent("cy.lproj/Legacy.strings")
        let strings = try StringsFileReader.read(try Data(contentsOf: url), path: url.path)
        #expect(strings == ["legacy.greeting": "Helo,\n\"ffrind\"", "legacy.tab": "A\tB é"])
    }

    @Test func aStringsDictHoldsItsFormatAndItsVariablesForms() throws {
        let table = try table("Legacy", in: StringFixtures.app)
        let value = try #require(table.value("%d files in %d folders", language: "en"))
        #expect(value.format == .single("%#@files@ in %#@folders@"))
        #expect(value.substitutions["files"] == Substitution(argument: nil, forms: [.zero: "No files", .one: "%d file", .other: "%d files"]))
        // The .strings beside it is in the same table.
        #expect(table.value("legacy.word", language: "en") == LocalizedValue("unquoted"))
    }

    @Test func theDevelopmentLanguageOfLprojFoldersIsTheInfoPlists() throws {
        #expect(try table("Localizable", in: StringFixtures.bundle).developmentLanguage == "cy")
    }

    @Test func aFolderWithoutTheTableHasNone() throws {
        #expect(try StringTableStore.shared.table(named: "Missing", in: StringFixtures.app) == nil)
        #expect(try StringTableStore.shared.table(named: "Localizable", in: StringFixtures.folder.appendingPathComponent("Nowhere")) == nil)
    }

    @Test func aCatalogueThatIsNotJSONIsAnErrorNamingIt() throws {
        let error = try #require(throws: StringTableError.self) {
            try StringTableStore.shared.table(named: "Localizable", in: StringFixtures.broken)
        }
        #expect(error.path.hasSuffix("Fixtures/Strings/Broken/Localizable.xcstrings"))
        #expect(error.description.contains("not valid JSON"))
    }

    @Test func aStringsFileMissingASemicolonIsAnErrorNamingItsLine() throws {
        let error = try #require(throws: StringTableError.self) {
            try StringTableStore.shared.table(named: "Unterminated", in: StringFixtures.broken)
        }
        #expect(error.path.hasSuffix("Broken/en.lproj/Unterminated.strings"))
        #expect(error.reason == "line 3: expected ; after the value of \"two\"")
    }
}
