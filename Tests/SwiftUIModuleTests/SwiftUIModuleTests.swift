import Raster
import SnapTestSupport
import SwiftUI
import Testing

/// Files written for iOS (ReminderCard.swift imports SwiftUI alone, BrandColors.swift UIKit alone) compile
/// in this package and draw what they say.
@Suite struct SwiftUIModuleTests {
    private func render(_ scheme: ColorScheme) throws -> Rendering {
        try SwiftUI.render(ReminderCard(), options: RenderOptions(width: 40, scale: 1, colorScheme: scheme))
    }

    @Test func aFileImportingSwiftUIAloneDrawsItsViewWithUIKitColours() throws {
        let image = try render(.light).image
        #expect(image[20, 10] == RGBA(r: 0, g: 94, b: 184))
        // UIKit's systemRed in light mode, iOS 26's #FF383C.
        #expect(image[20, 30] == RGBA(r: 255, g: 56, b: 60))
        // The custom shape fills the left half of its band and leaves the right half to the background.
        #expect(image[10, 50] == RGBA(r: 0, g: 128, b: 0))
        #expect(image[30, 50] != RGBA(r: 0, g: 128, b: 0))
    }

    @Test func uiKitsDynamicColoursResolveWithTheSnapshotsScheme() throws {
        // systemRed in dark mode, iOS 26's #FF4245.
        #expect(try render(.dark).image[20, 30] == RGBA(r: 255, g: 66, b: 69))
    }

    @Test func aFileImportingFoundationBesideSwiftUIDrawsItsShapeInCGRect() throws {
        let image = try SwiftUI.render(HalfBand(), options: RenderOptions(width: 40, scale: 1)).image
        let background = image[30, 15]
        // Painted: the leading half of the top half; the rest is the background.
        #expect(image[10, 5] != background)
        #expect(image[30, 5] == background && image[10, 15] == background)
    }

    @Test func foundationAndObservationComeWithSwiftUI() throws {
        let texts = try render(.light).layout.flatMap { $0.elements(withRole: "text") }.compactMap { $0.string("text") }
        #expect(texts == ["Due 1 January 2026"])
    }
}
