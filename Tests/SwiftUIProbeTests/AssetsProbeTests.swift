import Foundation
import Raster
import SwiftUI
import Testing

/// Views naming the app's asset catalogue, and iOS 13's forms of controls.
@Suite struct AssetsProbeTests {
    /// The catalogue the probes name, as an app's snapshot package names its own: the SnapUI tests'
    /// fixture (Tests/SnapUITests/Fixtures/Assets/Brand.xcassets).
    private static let catalogues = AssetCatalogues(folders: [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SnapUITests/Fixtures/Assets").path,
    ])

    @Test func aNamedImageDrawsFromTheAssetCatalogue() throws {
        let rendering = try probe(NamedImageProbe()) { $0.assetCatalogues = Self.catalogues }
        // Onboarding is 20 x 10 points (its left half orange, its right half purple), resizable and
        // fitted to the 200-point width: 200 x 100, above the text.
        #expect(rendering.elements(withRole: "image").first?.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(rendering.image[50, 50] == RGBA(r: 255, g: 128, b: 0, a: 255))
        #expect(rendering.image[150, 50] == RGBA(r: 128, g: 0, b: 255, a: 255))
        #expect(rendering.texts == ["Welcome"])
        #expect(rendering.accessibility.map(\.label) == ["Onboarding", "Welcome"])
    }

    @Test func aNamedColourTakesTheSnapshotsAppearance() throws {
        // BrandPrimary: NHS blue (0, 94, 184) in light, (65, 182, 230) in dark, for SwiftUI and UIKit alike.
        for (scheme, brand) in [(ColorScheme.light, RGBA(r: 0, g: 94, b: 184)), (.dark, RGBA(r: 65, g: 182, b: 230))] {
            let rendering = try probe(BrandColorProbe(), colorScheme: scheme) { $0.assetCatalogues = Self.catalogues }
            #expect(rendering.image[2, 2] == brand)
            #expect(rendering.image[2, rendering.image.height - 2] == brand)
        }
    }

    @Test func aTextFieldWithEditingCallbacksDrawsAsOneWithout() throws {
        let deprecated = try probe(DeprecatedTextFieldProbe())
        #expect(deprecated.texts == ["Nickname"])
        #expect(deprecated.image == (try probe(ModernTextFieldProbe())).image)
    }

    @Test func aSecureFieldWithACommitCallbackHidesItsText() throws {
        let rendering = try probe(DeprecatedSecureFieldProbe())
        // Dots for the characters, never the text itself; VoiceOver reads the field by its title.
        #expect(!rendering.texts.contains("secret"))
        #expect(rendering.accessibility.map(\.description).joined().contains("Password"))
    }
}
