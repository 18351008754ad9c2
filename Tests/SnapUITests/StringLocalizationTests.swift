import Foundation
import Testing
@testable import SnapUI

/// `String(localized:)`, `LocalizedStringResource` and `NSLocalizedString`: in the snapshot being
/// rendered, looked up as `Text` looks up.
@Suite struct StringLocalizationTests {
    /// Shows the strings its body makes, as a view model or view would make them while rendered.
    private struct Strings: View {
        let make: () -> [String]

        var body: some View {
            VStack {
                ForEach(make(), id: \.self) { Text(verbatim: $0) }
            }
        }
    }

    private func made(_ locale: String, _ make: @escaping () -> [String]) throws -> Rendering {
        try SnapUI.render(Strings(make: make), options: RenderOptions(width: 400) { environment in
            environment.locale = Locale(identifier: locale)
            environment.stringTables = StringTables(folders: [StringFixtures.app])
        })
    }

    @Test func stringLocalizedUsesTheSnapshotsLocaleAndTables() throws {
        let rendering = try made("cy_GB") {
            [String(localized: "home.title"), String(localized: "\(3) messages"), String(localized: "prescriptions.empty")]
        }
        #expect(texts(rendering) == ["Eich iechyd", "3 neges (tair)", "You have no prescriptions"])
        #expect(rendering.missingTranslations == [MissingTranslation(table: "Localizable", key: "prescriptions.empty", locale: "cy_GB")])
    }

    @Test func nsLocalizedStringUsesTheSnapshotsLocaleAndTablesInEachForm() throws {
        let rendering = try made("cy_GB") {
            [
                NSLocalizedString("Settings", comment: "The settings screen's title"),
                NSLocalizedString("legacy.greeting", tableName: "Legacy", comment: ""),
                NSLocalizedString("Settings", bundle: .main, comment: ""),
                NSLocalizedString("absent.key", value: "Fallback", comment: ""),
                NSLocalizedString("Settings", tableName: "Localizable", bundle: .main, value: "Unused", comment: ""),
                // A format comes back as it is, for String(format:).
                NSLocalizedString("%@ and %@", comment: ""),
            ]
        }
        #expect(texts(rendering).prefix(5) == ["Gosodiadau", "Helo,\n\"ffrind\"", "Gosodiadau", "Fallback", "Gosodiadau"])
        #expect(texts(rendering).last == "%2$@ a %1$@")
        #expect(String(format: texts(rendering).last ?? "", "Sam", "Alex") == "Alex a Sam")
        let english = try made("en_GB") { [NSLocalizedString("Settings", comment: ""), NSLocalizedString("absent.key", comment: "")] }
        #expect(texts(english) == ["Settings", "absent.key"])
        let pseudo = try made("en-XA") { [NSLocalizedString("Settings", comment: "")] }
        #expect(texts(pseudo) == ["[Šéţţîñĝš Šéţţîñĝš]"])
    }

    @Test func stringLocalizedWithADefaultValueShowsItWhenNoTableHasTheKey() throws {
        let rendering = try made("cy_GB") {
            [String(localized: "home.title", defaultValue: "Home"), String(localized: "absent.key", defaultValue: "\(2) left")]
        }
        #expect(texts(rendering) == ["Eich iechyd", "2 left"])
    }

    @Test func aLocalizationValuesKeyHasItsValuesSpecifiers() {
        let name = "Sam"
        let value: String.LocalizationValue = "\(name) has \(3) new messages, \(2.5) \(true)"
        #expect(value.format.key == "%@ has %lld new messages, %lf %@")
        #expect(String(localized: "\(name) has \(3) new messages") == "Sam has 3 new messages")
    }

    @Test func outsideARenderTheBundleAndLocaleGivenAreUsed() throws {
        let bundle = try #require(Bundle(url: StringFixtures.bundle))
        // The snapshot's default locale, en_GB.
        #expect(String(localized: "home.title", bundle: bundle) == "The package home")
        #expect(String(localized: "home.title", bundle: bundle, locale: Locale(identifier: "cy")) == "Hafan y pecyn")
        #expect(String(localized: "home.title", table: "", bundle: bundle, locale: Locale(identifier: "cy")) == "Hafan y pecyn")
    }

    @Test func aLocalizedStringResourceIsLookedUpWhereItIsShown() throws {
        let resource = LocalizedStringResource("home.title")
        #expect(resource.key == "home.title")
        let rendering = try SnapUI.render(Text(resource), options: RenderOptions(width: 400) { environment in
            environment.locale = Locale(identifier: "cy")
            environment.stringTables = StringTables(folders: [StringFixtures.app])
        })
        #expect(texts(rendering) == ["Eich iechyd"])
        #expect(texts(try made("cy") { [String(localized: LocalizedStringResource("\(1) messages"))] }) == ["1 neges"])
    }
}
