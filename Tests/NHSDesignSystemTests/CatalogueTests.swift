import Catalogue
import NHSDesignSystem
import Snapshot
import Testing

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
        let scenes = try Catalogue.scenes()
        #expect(scenes.scenes.count == Catalogue.entries.count)
    }

    /// Every scene on a phone and a tablet, light and dark, at the default and the largest size.
    @Test(arguments: [Device.iPhoneSE, Device.iPadPro11])
    func everySceneRenders(on device: Device) throws {
        for entry in Catalogue.entries {
            for scheme in ColorScheme.allCases {
                for size in [DynamicTypeSize.large, .accessibility5] {
                    let options = RenderOptions(width: Double(device.width), scale: 1, dynamicTypeSize: size, colorScheme: scheme)
                    let rendering = try entry.render(options, screenHeight: Double(device.height))
                    #expect(rendering.image.width == device.width, "\(entry.id)")
                    if entry.isScreen { #expect(rendering.image.height >= device.height, "\(entry.id) fills the screen") }
                    #expect(!rendering.layout.isEmpty, "\(entry.id) lays out something")
                }
            }
        }
    }
}
