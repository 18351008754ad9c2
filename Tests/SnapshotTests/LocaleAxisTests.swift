import Foundation
import Testing
@testable import Snapshot

/// The locale axis: the development language alone by default (goldens' names unchanged), other
/// locales named in their goldens, the names read back, checked identifiers, `--locale`, and
/// which locales are right to left.
@Suite struct LocaleAxisTests {
    static let welsh: SnapshotLocale = "cy"
    static let matrix = SnapshotMatrix(
        devices: [.iPhoneSE], textSizes: [.large], schemes: [.light, .dark], locales: [.development, "cy", "ar-XB"], maximumScale: 1)

    static func selection(_ matrix: SnapshotMatrix = matrix, filter: SnapshotFilter = SnapshotFilter()) throws -> SnapshotSelection {
        SnapshotSelection(catalogue: try SceneCatalogue([Fixtures.scene("banner/solid")]), matrix: matrix, filter: filter)
    }

    @Test func theDefaultIsTheDevelopmentLanguageAloneWithNamesAsBefore() {
        #expect(SnapshotMatrix.standard.locales == [.development])
        #expect(SnapshotMatrix(devices: [.iPhoneSE], textSizes: [.large], schemes: [.light]).locales == [.development])
        let configurations = SnapshotMatrix.standard.configurations
        #expect(configurations.count == 34)
        #expect(configurations.allSatisfy { $0.locale == .development && !$0.name.contains("development") })
        #expect(configurations.first?.name == "iphone-se.xSmall.light@1x")
        #expect(SnapshotConfiguration(device: .iPhoneSE, textSize: .large, scheme: .light, scale: 1).locale == .development)
    }

    @Test func everyLocaleIsCombinedWithEveryConfigurationAndNamedInItsGoldens() {
        #expect(Self.matrix.configurations.map(\.name) == [
            "iphone-se.large.light@1x", "iphone-se.large.light.cy@1x", "iphone-se.large.light.ar-XB@1x",
            "iphone-se.large.dark@1x", "iphone-se.large.dark.cy@1x", "iphone-se.large.dark.ar-XB@1x",
        ])
        let welsh = SnapshotConfiguration(device: .iPhoneSE, textSize: .large, scheme: .light, locale: Self.welsh, scale: 1)
        #expect(GoldenLayout.sceneFolders.components(sceneID: "home/screen", configuration: welsh) == ["home", "screen", "iphone-se.large.light.cy@1x.png"])
        #expect(GoldenLayout.flat.components(sceneID: "login", configuration: welsh) == ["login.iphone-se.large.light.cy@1x.png"])
        #expect(GoldenLayout.sceneFolders.transcriptComponents(sceneID: "home/screen", configuration: welsh).last == "iphone-se.large.light.cy@1x.txt")
        #expect(welsh.settings.locale == Self.welsh)
    }

    @Test func localeNamesRoundTrip() throws {
        for configuration in Self.matrix.configurations {
            #expect(SnapshotConfiguration(name: configuration.name) == configuration)
        }
        let serbian = try #require(SnapshotConfiguration(name: "ipad-pro-11.accessibility5.dark.sr-Latn-RS@2x"))
        #expect(serbian.locale.identifier == "sr-Latn-RS" && serbian.device == .iPadPro11 && serbian.scale == 2)
        #expect(GoldenLayout.isSceneFolderGolden(["home", "screen", "iphone-se.large.light.cy@1x.png"]))
        #expect(GoldenLayout.isSceneFolderTranscript(["home", "screen", "iphone-se.large.light.en-XA@1x.txt"]))
    }

    @Test(arguments: [
        "iphone-se.large.light.CY@1x", "iphone-se.large.light.development@1x", "iphone-se.large.light.xx@1x",
        "iphone-se.large.light.cy.extra@1x", "iphone-se.large.light.@1x", "iphone-se.large.light.en_GB@1x",
        "iphone-se.large.cy.light@1x", "iphone-se.large.light.cy@3x", "iphone-se.large.light.cy",
    ])
    func malformedLocaleNamesAreRejected(_ name: String) {
        #expect(SnapshotConfiguration(name: name) == nil)
        #expect(!GoldenLayout.isSceneFolderGolden(["home", "screen", name + ".png"]))
    }

    @Test func identifiersAreReadInAnyCaseAndWrittenCanonically() throws {
        let read = try ["cy", "CY", "en_gb", "sr-latn-rs", "es-419", "en-xa", "ar-XB", "development"].map { (identifier: String) throws -> SnapshotLocale in try SnapshotLocale(identifier: identifier) }
        #expect(read.map(\.identifier) == ["cy", "cy", "en-GB", "sr-Latn-RS", "es-419", "en-XA", "ar-XB", nil])
        #expect(Array(read.suffix(3)) == [.doubleLengthPseudo, .rightToLeftPseudo, .development])
        #expect(SnapshotLocale.development.identifier == nil && SnapshotLocale.development.nameSuffix.isEmpty)
        // A literal is written canonically too, so it names the same goldens as the command line's.
        let literals: [SnapshotLocale] = ["EN_gb", "development"]
        let britishEnglish = try SnapshotLocale(identifier: "en-GB")
        #expect(literals == [britishEnglish, .development])
    }

    @Test(arguments: [
        ("", "a locale is a BCP 47 tag such as 'cy', 'en-GB' or 'ar-XB', or 'development'"),
        ("welsh", "'welsh' is not an ISO 639 language code (two or three letters, such as 'cy')"),
        ("xx", "'xx' is not a known ISO 639 language code"),
        ("en-QQ", "'QQ' is not a known ISO 3166 region (nor XA or XB, the pseudo-locales')"),
        ("en-Abcd", "'Abcd' is not a known ISO 15924 script"),
        ("en-GBR", "'GBR' is neither a script (four letters) nor a region (two letters or three digits)"),
        ("en-GB-oxendict", "'oxendict' is not understood: nhs-snap takes a language, a script and a region, such as 'sr-Latn-RS'"),
        ("cy.", "'cy.' is not an ISO 639 language code (two or three letters, such as 'cy')"),
        ("../cy", "'../cy' is not an ISO 639 language code (two or three letters, such as 'cy')"),
    ])
    func invalidIdentifiersAreErrorsNamingTheCause(_ identifier: String, _ reason: String) {
        #expect(throws: SnapshotError.invalidLocale(identifier, reason: reason)) { try SnapshotLocale(identifier: identifier) }
        #expect(SnapshotError.invalidLocale(identifier, reason: reason).description == "locale '\(identifier)' is not valid: \(reason)")
    }

    @Test func aMistypedLiteralIsAnErrorBeforeAnyGoldenIsNamedOrRemoved() throws {
        var matrix = Self.matrix
        matrix.locales = [.development, "cyy"]
        let error = SnapshotError.invalidLocale("cyy", reason: "'cyy' is not a known ISO 639 language code")
        #expect(throws: error) { try Self.selection(matrix).snapshots }
        let scratch = ScratchFolder()
        _ = try Record.run(Self.selection(), options: scratch.recordOptions())
        #expect(throws: error) { try Prune.run(Self.selection(matrix), goldens: scratch.goldens) }
        #expect(scratch.files(under: scratch.goldens).count == 6)
        // A scene's own locales are checked too.
        var scene = Fixtures.scene("banner/solid")
        scene.locales = ["cy", "zz"]
        let selection = SnapshotSelection(catalogue: try SceneCatalogue([scene]), matrix: Self.matrix)
        #expect(throws: SnapshotError.invalidLocale("zz", reason: "'zz' is not a known ISO 639 language code")) { try selection.snapshots }
    }

    @Test func recordWritesEachLocalesGoldenBesideTheOthersAndPruneKnowsThem() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Self.selection(), options: scratch.recordOptions())
        #expect(scratch.files(under: scratch.goldens) == [
            "banner/solid/iphone-se.large.dark.ar-XB@1x.png", "banner/solid/iphone-se.large.dark.cy@1x.png",
            "banner/solid/iphone-se.large.dark@1x.png", "banner/solid/iphone-se.large.light.ar-XB@1x.png",
            "banner/solid/iphone-se.large.light.cy@1x.png", "banner/solid/iphone-se.large.light@1x.png",
        ])
        let verified = try Verify.run(Self.selection(), options: scratch.verifyOptions())
        #expect(verified.report.results.count == 6 && verified.report.results.allSatisfy { $0.status == .matched })
        #expect(verified.report.strays.isEmpty && verified.report.orphans.isEmpty)
        // Without the locales in the matrix, their goldens are orphans (not strays), and prune removes them alone.
        let developmentOnly = SnapshotMatrix(devices: [.iPhoneSE], textSizes: [.large], schemes: [.light, .dark], maximumScale: 1)
        let pruned = try Prune.run(Self.selection(developmentOnly), goldens: scratch.goldens)
        #expect(pruned.text.hasSuffix("4 orphaned goldens removed, 0 stray files removed, 0 stale temporary files removed"))
        #expect(scratch.files(under: scratch.goldens) == ["banner/solid/iphone-se.large.dark@1x.png", "banner/solid/iphone-se.large.light@1x.png"])
    }

    @Test func aSceneNarrowsOrWidensTheLocales() {
        var scene = Fixtures.scene("home/screen")
        scene.locales = [.doubleLengthPseudo]
        #expect(Self.matrix.adapted(to: scene).configurations.map(\.name) == [
            "iphone-se.large.light.en-XA@1x", "iphone-se.large.dark.en-XA@1x",
        ])
        scene.locales = nil
        #expect(Self.matrix.adapted(to: scene).configurations.count == 6)
    }

    @Test func localeNarrowsTheSelection() throws {
        let welsh = try SnapshotFilter(devices: nil, textSizes: nil, schemes: "light", locales: "cy", patterns: nil)
        #expect(try Self.selection(filter: welsh).snapshots.map(\.key) == ["banner/solid/iphone-se.large.light.cy@1x"])
        #expect(welsh.criteria == "--scheme 'light' --locale 'cy'")
        let development = try SnapshotFilter(devices: nil, textSizes: nil, schemes: nil, locales: "development, AR-xb", patterns: nil)
        #expect(try Self.selection(filter: development).snapshots.map(\.key) == [
            "banner/solid/iphone-se.large.dark.ar-XB@1x", "banner/solid/iphone-se.large.dark@1x",
            "banner/solid/iphone-se.large.light.ar-XB@1x", "banner/solid/iphone-se.large.light@1x",
        ])
        let absent = try SnapshotFilter(devices: nil, textSizes: nil, schemes: nil, locales: "he", patterns: nil)
        #expect(throws: SnapshotError.noSnapshotMatches(criteria: "--locale 'he'")) { try Self.selection(filter: absent).snapshots }
    }

    @Test func anInvalidLocaleOptionIsAnErrorNamingTheOptionAndTheCause() {
        #expect(throws: SnapshotError.invalidOption("--locale", value: "klingon", reason: "'klingon' is not an ISO 639 language code (two or three letters, such as 'cy')")) {
            try SnapshotFilter(devices: nil, textSizes: nil, schemes: nil, locales: "cy,klingon", patterns: nil)
        }
    }

    @Test(arguments: ["ar", "ar-XB", "he", "fa", "ur", "ps", "yi", "ckb", "dv", "ar-EG", "he-IL"])
    func rightToLeftLanguagesAreRightToLeft(_ identifier: String) throws {
        #expect(try SnapshotLocale(identifier: identifier).isRightToLeft)
    }

    @Test(arguments: ["cy", "en", "en-GB", "en-XA", "fr", "zh-Hant-TW", "ja", "hi", "ru"])
    func otherLanguagesAreLeftToRight(_ identifier: String) throws {
        #expect(try !SnapshotLocale(identifier: identifier).isRightToLeft)
        #expect(!SnapshotLocale.development.isRightToLeft)
    }
}
