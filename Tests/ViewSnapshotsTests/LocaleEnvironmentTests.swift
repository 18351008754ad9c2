import Foundation
import Raster
import SnapUI
import Snapshot
import Testing
import ViewSnapshots

/// A snapshot's locale reaches the view: `\.locale`, and `\.layoutDirection` right to left for a
/// language written right to left, which mirrors the layout as iOS does; the development language
/// leaves the app's environment as it was.
@Suite struct LocaleEnvironmentTests {
    static let fonts = SceneFonts(folder: FontFolder(path: FontFolder.packageFolder, source: .package))
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let blue = RGBA(r: 0, g: 0, b: 255)

    static func settings(_ locale: SnapshotLocale) -> RenderSettings {
        RenderSettings(width: 100, screenHeight: 300, scale: 1, textSize: .large, scheme: .light, locale: locale)
    }

    /// Draws a bar as wide as the locale's identifier has letters (`cy` 2, `ar-XB` 5), times ten,
    /// red when the layout is left to right and blue when it is right to left, from the left.
    struct Probe: View {
        @Environment(\.locale) var locale
        @Environment(\.layoutDirection) var direction
        var body: some View {
            (direction == .leftToRight ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                .frame(width: Double(locale.identifier.count * 10), height: 10)
                .frame(width: 100, height: 10, alignment: .center)
        }
    }

    /// The number of pixels of `colour` on the image's middle row.
    static func count(_ colour: RGBA, in image: Bitmap) -> Int {
        (0..<image.width).filter { image[$0, image.height / 2] == colour }.count
    }

    @Test func theLocaleAndItsDirectionReachTheView() throws {
        let entry = CatalogueEntry("probe/locale") { Probe() }
        let welsh = try entry.render(Self.settings("cy"), fonts: Self.fonts.load()) { _ in }
        #expect(Self.count(Self.red, in: welsh.image) == 20 && Self.count(Self.blue, in: welsh.image) == 0)
        let arabic = try entry.render(Self.settings(.rightToLeftPseudo), fonts: Self.fonts.load()) { _ in }
        #expect(Self.count(Self.blue, in: arabic.image) == 50 && Self.count(Self.red, in: arabic.image) == 0)
        let hebrew = try entry.render(Self.settings("he-IL"), fonts: Self.fonts.load()) { _ in }
        #expect(Self.count(Self.blue, in: hebrew.image) == 50)
        let pseudo = try entry.render(Self.settings(.doubleLengthPseudo), fonts: Self.fonts.load()) { _ in }
        #expect(Self.count(Self.red, in: pseudo.image) == 50)
    }

    @Test func theDevelopmentLanguageKeepsTheAppsEnvironmentAndAnotherLocaleReplacesIt() throws {
        let entry = CatalogueEntry("probe/locale") { Probe() }
        // SnapUI's own locale, en_GB: five letters.
        let plain = try entry.render(Self.settings(.development), fonts: Self.fonts.load()) { _ in }
        #expect(Self.count(Self.red, in: plain.image) == 50)
        // An app that sets its own locale keeps it in the development language...
        let app: (inout EnvironmentValues) -> Void = { $0.locale = Locale(identifier: "fr") }
        let french = try entry.render(Self.settings(.development), fonts: Self.fonts.load(), environment: app)
        #expect(Self.count(Self.red, in: french.image) == 20)
        // ... and the matrix's locale wins over it in another.
        let arabic = try entry.render(Self.settings("ar-XB"), fonts: Self.fonts.load(), environment: app)
        #expect(Self.count(Self.blue, in: arabic.image) == 50)
    }

    @Test func rightToLeftMirrorsStacksAndLeadingAlignment() throws {
        let entry = CatalogueEntry("probe/stack") {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 10)
                Color(red: 0, green: 0, blue: 1).frame(width: 30, height: 10)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        let english = try entry.render(Self.settings("en-GB"), fonts: Self.fonts.load()) { _ in }.image
        #expect(english[0, 5] == Self.red && english[19, 5] == Self.red && english[20, 5] == Self.blue && english[49, 5] == Self.blue)
        #expect(english[50, 5] != Self.blue)
        // iOS lays the first view out at the leading edge, which is the right in Arabic.
        let arabic = try entry.render(Self.settings("ar"), fonts: Self.fonts.load()) { _ in }.image
        #expect(arabic[99, 5] == Self.red && arabic[80, 5] == Self.red && arabic[79, 5] == Self.blue && arabic[50, 5] == Self.blue)
        #expect(arabic[49, 5] != Self.blue && arabic[0, 5] != Self.red)
    }

    @Test func aCatalogueEntrysLocalesBecomeItsScenes() {
        let entry = CatalogueEntry("probe/locales", locales: [.rightToLeftPseudo]) { Probe() }
        #expect(entry.scene(fonts: Self.fonts) { _ in }.locales == [.rightToLeftPseudo])
        // Accessibility snapshots are in the entry's own locales, else the development language
        // whatever the matrix's locales.
        #expect(entry.accessibilityScene(fonts: Self.fonts) { _ in }.locales == [.rightToLeftPseudo])
        let plain = CatalogueEntry("probe/plain") { Probe() }
        #expect(plain.scene(fonts: Self.fonts) { _ in }.locales == nil)
        #expect(plain.accessibilityScene(fonts: Self.fonts) { _ in }.locales == [.development])
    }
}
