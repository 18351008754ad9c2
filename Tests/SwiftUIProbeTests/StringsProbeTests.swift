import Foundation
import SwiftUI
import Testing

/// Files written for iOS, localised through a string catalogue in English, Welsh and the pseudo-locales.
@Suite struct StringsProbeTests {
    /// SnapUITests' fixture tables, laid out as SwiftPM lays out a resource bundle.
    private static let tables = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SnapUITests/Fixtures/Strings/App")

    private func localized<V: View>(_ view: @autoclosure () -> V, _ locale: String) throws -> Rendering {
        try probe(view(), width: 360) { environment in
            environment.locale = Locale(identifier: locale)
            environment.stringTables = StringTables(folders: [Self.tables])
        }
    }

    @Test func anInboxInEnglishAndWelsh() throws {
        let english = try localized(LocalizedInboxProbe(unread: 2, name: "Sam"), "en_GB")
        #expect(english.texts == [
            "Your health", "Sam has 2 new messages", "2 messages", "Hello,\n\"friend\"", "home.title", "You have no prescriptions",
        ])
        #expect(english.missingTranslations.isEmpty)
        let welsh = try localized(LocalizedInboxProbe(unread: 2, name: "Sam"), "cy_GB")
        #expect(welsh.texts == [
            "Eich iechyd", "Mae gan Sam 2 neges newydd (dwy)", "2 neges (dwy)", "Helo,\n\"ffrind\"", "home.title",
            "You have no prescriptions",
        ])
        #expect(welsh.missingTranslations.map(\.key) == ["prescriptions.empty"])
    }

    @Test func settingsInTheDoubleLengthPseudoLocaleTakeMoreRoom() throws {
        let english = try localized(LocalizedSettingsProbe(steps: 12345), "en_GB")
        #expect(english.texts == ["Settings", "Tap to open", "12,345 steps"])
        let pseudo = try localized(LocalizedSettingsProbe(steps: 12345), "en-XA")
        #expect(pseudo.texts == ["[Šéţţîñĝš Šéţţîñĝš]", "[Ţåþ ţö öþéñ Ţåþ ţö öþéñ]", "[12,345 šţéþš 12,345 šţéþš]"])
        let title = { (rendering: Rendering) in rendering.elements(withRole: "text")[0].frame.width }
        #expect(title(pseudo) > 2 * title(english))
    }
}
