import Foundation
import Testing
@testable import SnapUI

/// The pseudo-locales: en-XA doubles and accents every localised string; ar-XB shows the development
/// language; verbatim text is untouched by either.
@Suite struct PseudoLocaleTests {
    private func rendering(_ view: some View, _ locale: String) throws -> Rendering {
        try SnapUI.render(view, options: RenderOptions(width: 600) { environment in
            environment.locale = Locale(identifier: locale)
            environment.stringTables = StringTables(folders: [StringFixtures.app])
        })
    }

    private func shown(_ text: Text, _ locale: String) throws -> String {
        try #require(texts(try rendering(text, locale)).first)
    }

    @Test func doubleLengthAccentsAndDoublesEveryLocalisedString() throws {
        #expect(try shown(Text("Settings"), "en-XA") == "[Šéţţîñĝš Šéţţîñĝš]")
        #expect(try shown(Text("home.title"), "en_XA") == "[Ýöûŕ ĥéåļţĥ Ýöûŕ ĥéåļţĥ]")
        // A key no table has is localisable text too.
        #expect(try shown(Text("Not in any table"), "en-XA") == "[Ñöţ îñ åñý ţåƀļé Ñöţ îñ åñý ţåƀļé]")
    }

    @Test func doubleLengthShowsValuesUnaccentedInBothCopies() throws {
        let name = "Sam"
        #expect(try shown(Text("\(3) messages"), "en-XA") == "[3 ɱéššåĝéš 3 ɱéššåĝéš]")
        #expect(try shown(Text("Hello \(name)"), "en-XA") == "[Ĥéļļö Sam Ĥéļļö Sam]")
    }

    @Test func doubleLengthKeepsMarkdownAndLinks() throws {
        let node = try textNode(Text("**Book** [here](https://www.nhs.uk)")) { $0.locale = Locale(identifier: "en-XA") }
        #expect(node.string == "[Ɓööķ ĥéŕé Ɓööķ ĥéŕé]")
        #expect(node.runs.map(\.text) == ["[", "Ɓööķ", " ", "ĥéŕé", " ", "Ɓööķ", " ", "ĥéŕé", "]"])
        #expect(node.runs[1].style.font.face === bundledFonts.bold)
    }

    @Test func pseudoLocalesLeaveVerbatimTextAlone() throws {
        let name = "Settings"
        #expect(try shown(Text(verbatim: "Settings"), "en-XA") == "Settings")
        #expect(try shown(Text(name), "en-XA") == "Settings")
    }

    @Test func rightToLeftShowsTheDevelopmentLanguage() throws {
        #expect(try shown(Text("home.title"), "ar-XB") == "Your health")
        #expect(try shown(Text("\(1) messages"), "ar_XB") == "1 message")
    }

    @Test func pseudoLocalesRecordNoMissingTranslations() throws {
        #expect(try rendering(Text("prescriptions.empty"), "en-XA").missingTranslations.isEmpty)
        #expect(try rendering(Text("prescriptions.empty"), "ar-XB").missingTranslations.isEmpty)
    }
}
