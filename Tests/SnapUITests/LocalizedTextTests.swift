import Foundation
import Testing
@testable import SnapUI

/// `Text` looking its key up: the locale's language, fallbacks, interpolation keys, plurals, tables,
/// bundles and folders, and the translations a render finds missing.
@Suite struct LocalizedTextTests {
    private func render(
        _ view: some View, locale: String, folders: [URL] = [StringFixtures.app]
    ) throws -> Rendering {
        try SnapUI.render(view, options: RenderOptions(width: 400) { environment in
            environment.locale = Locale(identifier: locale)
            environment.stringTables = StringTables(folders: folders)
        })
    }

    /// What `text` shows in `locale`.
    private func shown(_ text: Text, _ locale: String, folders: [URL] = [StringFixtures.app]) throws -> String {
        try #require(texts(try render(text, locale: locale, folders: folders)).first)
    }

    @Test func aKeyShowsTheLocalesTranslation() throws {
        #expect(try shown(Text("home.title"), "en_GB") == "Your health")
        #expect(try shown(Text("home.title"), "cy_GB") == "Eich iechyd")
        #expect(try shown(Text("Settings"), "cy") == "Gosodiadau")
        // A key with no English value is its own.
        #expect(try shown(Text("Settings"), "en_GB") == "Settings")
    }

    @Test func theExactLocaleComesBeforeItsLanguage() throws {
        #expect(try shown(Text("welcome.gb"), "en_GB") == "Welcome, in British English")
        #expect(try shown(Text("welcome.gb"), "en_US") == "Welcome")
        #expect(try shown(Text("welcome.gb"), "cy_GB") == "Croeso")
    }

    @Test func anUntranslatedKeyFallsBackToTheDevelopmentLanguageAndIsRecorded() throws {
        let welsh = try render(Text("prescriptions.empty"), locale: "cy_GB")
        #expect(texts(welsh) == ["You have no prescriptions"])
        #expect(welsh.missingTranslations == [MissingTranslation(table: "Localizable", key: "prescriptions.empty", locale: "cy_GB")])
        // A translation Xcode marks "new" is not made yet.
        let draft = try render(Text("draft.title"), locale: "cy_GB")
        #expect(texts(draft) == ["Draft"])
        #expect(draft.missingTranslations.map(\.key) == ["draft.title"])
        // In English (the development language's), nothing is missing.
        #expect(try render(Text("prescriptions.empty"), locale: "en_GB").missingTranslations.isEmpty)
        // Nor for a language whose tables lack it when the catalogue says not to translate it.
        let notTranslated = try render(Text("NHS App"), locale: "cy_GB")
        #expect(texts(notTranslated) == ["NHS App"])
        #expect(notTranslated.missingTranslations.isEmpty)
    }

    @Test func aKeyNoTableHasIsShownAndNotRecorded() throws {
        let rendering = try render(Text("Not in any table"), locale: "cy_GB")
        #expect(texts(rendering) == ["Not in any table"])
        #expect(rendering.missingTranslations.isEmpty)
    }

    @Test func verbatimTextAndStringValuesAreNeverLookedUp() throws {
        let key = "home.title"
        #expect(try shown(Text(verbatim: "home.title"), "cy") == "home.title")
        #expect(try shown(Text(key), "cy") == "home.title")
    }

    @Test func anInterpolationsKeyHasItsValuesSpecifiers() {
        let count = 3
        let name = "Sam"
        #expect(LocalizedStringKey("\(count) messages").key == "%lld messages")
        #expect(LocalizedStringKey("\(name) has \(count) new messages").key == "%@ has %lld new messages")
        #expect(LocalizedStringKey("Dose: \(2.5) ml").key == "Dose: %lf ml")
        #expect(LocalizedStringKey("\(Float(1)) \(Int32(2)) \(UInt(3))").key == "%f %d %llu")
        #expect(LocalizedStringKey("\(2.5, specifier: "%.1f") kg").key == "%.1f kg")
        #expect(LocalizedStringKey("100% done, \(count)%").key == "100%% done, %lld%%")
        #expect(LocalizedStringKey("\(Date(timeIntervalSince1970: 0), style: .date) and \(Text("x"))").key == "%@ and %@")
        // A literal without interpolation is its own key, percent signs and all.
        #expect(LocalizedStringKey("100% done").key == "100% done")
    }

    @Test func pluralFormsInEnglish() throws {
        #expect(try shown(Text("\(1) messages"), "en_GB") == "1 message")
        #expect(try shown(Text("\(2) messages"), "en_GB") == "2 messages")
        #expect(try shown(Text("\(0) messages"), "en_GB") == "0 messages")
    }

    @Test func pluralFormsInWelsh() throws {
        let shownCounts = try [0, 1, 2, 3, 4, 6, 10].map { try shown(Text("\($0) messages"), "cy_GB") }
        #expect(shownCounts == [
            "Dim negeseuon", "1 neges", "2 neges (dwy)", "3 neges (tair)", "4 o negeseuon", "6 neges (chwe)", "10 o negeseuon",
        ])
    }

    @Test func substitutionsChooseByTheirOwnValue() throws {
        let name = "Sam"
        #expect(try shown(Text("\(name) has \(1) new messages"), "en_GB") == "Sam has 1 new message")
        #expect(try shown(Text("\(name) has \(5) new messages"), "en_GB") == "Sam has 5 new messages")
        #expect(try shown(Text("\(name) has \(2) new messages"), "cy_GB") == "Mae gan Sam 2 neges newydd (dwy)")
        #expect(try shown(Text("\(name) has \(0) new messages"), "cy_GB") == "Mae gan Sam ddim negeseuon newydd")
    }

    @Test func positionalSpecifiersReorderTheValues() throws {
        let (first, second) = ("Ann", "Bob")
        #expect(try shown(Text("\(first) and \(second)"), "cy") == "Bob a Ann")
        #expect(try shown(Text("\(first) and \(second)"), "en") == "Ann and Bob")
    }

    @Test func aStringsDictChoosesEachVariablesForm() throws {
        func files(_ files: Int32, _ folders: Int32) -> Text { Text("\(files) files in \(folders) folders", tableName: "Legacy") }
        #expect(try shown(files(3, 2), "en_GB") == "3 files in 2 folders")
        #expect(try shown(files(1, 1), "en_GB") == "1 file in 1 folder")
        // An explicit zero form is used for 0 even in English.
        #expect(try shown(files(0, 1), "en_GB") == "No files in 1 folder")
        #expect(try shown(files(2, 1), "cy_GB") == "1 ffolder: 2 ffeil (dwy)")
    }

    @Test func aNamedTableIsReadFromItsStringsFiles() throws {
        #expect(try shown(Text("legacy.greeting", tableName: "Legacy"), "en_GB") == "Hello,\n\"friend\"")
        #expect(try shown(Text("legacy.greeting", tableName: "Legacy"), "cy_GB") == "Helo,\n\"ffrind\"")
        #expect(try shown(Text("home.title", tableName: "Legacy"), "cy_GB") == "home.title")
    }

    @Test func deviceVariationsShowTheIPhones() throws {
        #expect(try shown(Text("tap.hint"), "en_GB") == "Tap to open")
        #expect(try shown(Text("tap.hint"), "cy_GB") == "Agor")
    }

    @Test func numbersAreWrittenInTheLocale() throws {
        #expect(try shown(Text("\(12345) steps"), "en_GB") == "12,345 steps")
        #expect(try shown(Text("\(12345) steps"), "de_DE") == "12.345 steps")
        // `%lf` writes six decimals, as on iOS; a translation may choose its own precision.
        #expect(try shown(Text("Dose: \(2.5) ml"), "en_GB") == "Dose: 2.500000 ml")
        #expect(try shown(Text("Dose: \(2.5) ml"), "cy_GB") == "Dos: 2.5 ml")
        #expect(try shown(Text("Dose: \(2.5) ml"), "de_DE") == "Dose: 2,500000 ml")
        #expect(try shown(Text("100% done, \(7)%"), "en_GB") == "100% done, 7%")
        #expect(try shown(Text("100% done, \(7)%"), "cy_GB") == "Wedi gorffen, 7%")
    }

    @Test func aTranslationIsReadAsMarkdown() throws {
        let node = try textNode(Text("**Bold** and [a link](https://www.nhs.uk)")) { environment in
            environment.locale = Locale(identifier: "cy")
            environment.stringTables = StringTables(folders: [StringFixtures.app])
        }
        #expect(node.string == "Trwm a dolen")
        #expect(node.runs.map(\.text) == ["Trwm", " a ", "dolen"])
        #expect(node.runs[0].style.font.face === bundledFonts.bold)
    }

    @Test func anExplicitBundleIsSearchedAlone() throws {
        let bundle = try #require(Bundle(url: StringFixtures.bundle))
        #expect(try shown(Text("home.title", bundle: bundle), "cy_GB") == "Hafan y pecyn")
        #expect(try shown(Text("home.title", bundle: bundle), "en_GB") == "The package home")
        // Its development language is Welsh (its Info.plist's): English falls back to it, and is recorded.
        let rendering = try render(Text("module.only", bundle: bundle), locale: "en_GB")
        #expect(texts(rendering) == ["Yn y pecyn yn unig"])
        #expect(rendering.missingTranslations == [MissingTranslation(table: "Localizable", key: "module.only", locale: "en_GB")])
    }

    @Test func theFirstFolderWhoseTableHasTheKeyAnswers() throws {
        let folders = [StringFixtures.second, StringFixtures.app]
        #expect(try shown(Text("home.title"), "en_GB", folders: folders) == "From the second folder")
        #expect(try shown(Text("second.only"), "en_GB", folders: folders) == "Only in the second folder")
        #expect(try shown(Text("Settings"), "cy", folders: folders) == "Gosodiadau")
    }

    @Test func anUnreadableTableFailsTheRenderNamingIt() throws {
        let error = try #require(throws: RenderError.self) {
            try render(Text("a"), locale: "en_GB", folders: [StringFixtures.broken])
        }
        #expect(error.problems.count == 1)
        #expect(error.problems[0].hasPrefix("cannot read the string table '"))
        #expect(error.problems[0].contains("Broken/Localizable.xcstrings': not valid JSON"))
    }
}
