import Raster
import SnapUI
import Snapshot
import Testing
import ViewSnapshots

/// Catalogue entries drawn for the workflow: the settings become SnapUI's options, a screen
/// fills its height, the app's environment is applied, and ids are looked up with suggestions.
@Suite struct CatalogueEntryTests {
    static let fonts = SceneFonts(folder: FontFolder(path: FontFolder.packageFolder, source: .package))
    static let red = RGBA(r: 255, g: 0, b: 0)

    static func settings(scale: Int = 1, textSize: TextSize = .large, scheme: Scheme = .light) -> RenderSettings {
        RenderSettings(width: 100, screenHeight: 300, scale: scale, textSize: textSize, scheme: scheme)
    }

    @Test func everyTextSizeAndSchemeBecomesSnapUIsOfTheSameName() {
        #expect(TextSize.allCases.map { "\(DynamicTypeSize($0))" } == TextSize.allCases.map(\.name))
        #expect(TextSize.allCases.map(DynamicTypeSize.init) == DynamicTypeSize.allCases)
        #expect(Scheme.allCases.map { ColorScheme($0).rawValue } == Scheme.allCases.map(\.rawValue))
    }

    @Test func theSettingsReachTheView() throws {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            @Environment(\.colorScheme) var scheme
            var body: some View {
                // 10 points wide at accessibility5 in dark, else 20.
                Color.blue.frame(width: size == .accessibility5 && scheme == .dark ? 10 : 20, height: 10)
            }
        }
        let entry = CatalogueEntry("probe/settings") { Probe() }
        let probed = try entry.render(Self.settings(scale: 3, textSize: .accessibility5, scheme: .dark), fonts: Self.fonts.load()) { _ in }
        let control = try entry.render(Self.settings(scale: 3), fonts: Self.fonts.load()) { _ in }
        #expect(probed.image.width == 300 && probed.image.height == 30)
        // The box is centred: 42 points from the left is inside the 20-point box, outside the 10-point one.
        #expect(control.image[126, 15] == control.image[150, 15])
        #expect(probed.image[126, 15] != probed.image[150, 15])
    }

    @Test func aScreenFillsTheScreensHeightAndOtherScenesTheirContent() throws {
        let screen = CatalogueEntry("probe/screen", screen: true) { Color.blue.frame(width: 40, height: 20) }
        let part = CatalogueEntry("probe/part") { Color.blue.frame(width: 40, height: 20) }
        #expect(try screen.render(Self.settings(), fonts: Self.fonts.load()) { _ in }.image.height == 300)
        #expect(try part.render(Self.settings(), fonts: Self.fonts.load()) { _ in }.image.height == 20)
    }

    @Test func theEnvironmentHookSetsTheAppearance() throws {
        let entry = CatalogueEntry("probe/background") { Color.blue.frame(width: 40, height: 20) }
        let plain = try entry.render(Self.settings(), fonts: Self.fonts.load()) { _ in }
        let red = try entry.render(Self.settings(), fonts: Self.fonts.load()) { $0.screenBackground = Color(red: 1, green: 0, blue: 0) }
        // The 40-point box is centred in 100 points: the corner is the screen's background.
        #expect(plain.image[0, 0] != Self.red)
        #expect(red.image[0, 0] == Self.red)
    }

    @Test func asASceneItDrawsWhatItRendersInEachConfiguration() throws {
        let entry = CatalogueEntry("probe/scene", textSizes: [.xSmall], schemes: [.dark]) { Color.blue.frame(width: 40, height: 20) }
        let scene = entry.scene(fonts: Self.fonts) { $0.screenBackground = Color(red: 1, green: 0, blue: 0) }
        #expect(scene.id == "probe/scene" && scene.textSizes == [.xSmall] && scene.schemes == [.dark])
        let configuration = SnapshotConfiguration(device: .iPhoneSE, textSize: .xSmall, scheme: .dark, scale: 1)
        let drawn = try scene.render(configuration)
        let rendered = try entry.render(configuration.settings, fonts: Self.fonts.load()) { $0.screenBackground = Color(red: 1, green: 0, blue: 0) }
        #expect(drawn == rendered.image)
        #expect(drawn.width == 375 && drawn[0, 0] == Self.red)
    }

    @Test func anUnknownIDNamesTheNearestOnes() throws {
        let entries = ["banner/solid", "banner/outlined", "toggle/form"].map { id in CatalogueEntry(id) { Color.blue } }
        #expect(try CatalogueEntry.named("toggle/form", in: entries).id == "toggle/form")
        #expect(throws: SnapshotError.unknownScene("banner/solidd", nearest: ["banner/solid", "banner/outlined", "toggle/form"])) {
            try CatalogueEntry.named("banner/solidd", in: entries)
        }
    }
}
