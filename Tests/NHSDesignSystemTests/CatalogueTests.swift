import Catalogue
import NHSDesignSystem
import Snapshot
import Testing
import ViewSnapshots

/// The catalogue as a whole: every code sample of the spec is a scene, and every scene renders.
@Suite struct CatalogueTests {
    /// The spec's code samples, page by page (shared/spec): 8 toolbar, 3 toggle, 3 home menu, 5 title, 3 banner.
    static let specSamples: Set<String> = [
        "toolbar/close", "toolbar/done", "toolbar/filter", "toolbar/flag", "toolbar/messages", "toolbar/nhs-logo",
        "toolbar/icon", "toolbar/text",
        "toggle/on-off", "toggle/form", "toggle/subtitle",
        "home-menu/basic", "home-menu/actions", "home-menu/sheet",
        "title/large", "title/subtitle", "title/icon", "title/list", "title/inline",
        "banner/solid", "banner/outlined", "banner/list",
    ]

    @Test func everySpecSampleIsASceneMarkedAsOne() {
        let marked = Set(Catalogue.entries.filter(\.isSpecSample).map(\.id))
        #expect(marked == Self.specSamples)
    }

    @Test func idsAreValidAndUnique() throws {
        let fonts = SceneFonts(folder: FontFolder(path: FontFolder.packageFolder, source: .package))
        let scenes = try SceneCatalogue(Catalogue.entries.map { $0.scene(fonts: fonts) { $0.applyNHSAppearance() } })
        #expect(scenes.scenes.count == Catalogue.entries.count)
    }

    /// Every scene on a phone and a tablet, light and dark, at the default and the largest size.
    @Test(arguments: [Device.iPhoneSE, Device.iPadPro11])
    func everySceneRenders(on device: Device) throws {
        for entry in Catalogue.entries {
            for scheme in Scheme.allCases {
                for size in [TextSize.large, .accessibility5] {
                    let settings = RenderSettings(
                        width: Double(device.width), screenHeight: Double(device.height), scale: 1, textSize: size, scheme: scheme)
                    let rendering = try entry.render(settings, fonts: bundledFonts) { $0.applyNHSAppearance() }
                    #expect(rendering.image.width == device.width, "\(entry.id)")
                    if entry.isScreen { #expect(rendering.image.height >= device.height, "\(entry.id) fills the screen") }
                    #expect(!rendering.layout.isEmpty, "\(entry.id) lays out something")
                }
            }
        }
    }
}
