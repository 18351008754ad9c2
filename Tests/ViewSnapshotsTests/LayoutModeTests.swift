import Foundation
import Raster
import SnapUI
import Snapshot
import Testing
import ViewSnapshots

/// A scene's layout mode: on its device (the default, unchanged), at the view's ideal size (a
/// 123 x 50 badge is 123 x 50 points, as `#Preview(traits: .sizeThatFitsLayout)` draws it), or at
/// a fixed size (the view proposed that size and centred in it, as a hosting view places it).
@Suite struct LayoutModeTests {
    static let fonts = SceneFonts(folder: FontFolder(path: FontFolder.packageFolder, source: .package))
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let redScreen: @Sendable (inout EnvironmentValues) -> Void = { $0.screenBackground = Color(red: 1, green: 0, blue: 0) }

    /// An iPhone SE's screen at `scale`.
    static func settings(scale: Int = 2) -> RenderSettings {
        RenderSettings(width: 375, screenHeight: 667, scale: scale, textSize: .large, scheme: .light)
    }

    static func badge(_ layout: LayoutMode, screen: Bool = false) -> CatalogueEntry {
        CatalogueEntry("probe/badge", screen: screen, layout: layout) { Color.blue.frame(width: 123, height: 50) }
    }

    @Test func theDeviceLayoutIsTheDefaultAndDrawsAtTheDevicesWidth() throws {
        #expect(CatalogueEntry("probe/default") { Color.blue }.layout == .device)
        let rendering = try Self.badge(.device).render(Self.settings(), fonts: Self.fonts.load(), environment: Self.redScreen)
        #expect(rendering.size == Size(width: 375, height: 50))
        #expect(rendering.image.width == 750 && rendering.image.height == 100)
        // The badge is centred in the screen's width: its left is the screen's background.
        #expect(rendering.image[0, 50] == Self.red)
        #expect(rendering.image[375, 50] != Self.red)
    }

    @Test func sizeThatFitsDrawsTheViewAtItsIdealSizeAtTheScale() throws {
        for scale in [1, 2, 3] {
            let rendering = try Self.badge(.sizeThatFits).render(
                Self.settings(scale: scale), fonts: Self.fonts.load(), environment: Self.redScreen)
            #expect(rendering.size == Size(width: 123, height: 50))
            #expect(rendering.image.width == 123 * scale && rendering.image.height == 50 * scale)
            // The badge fills the image, corner to corner.
            #expect(rendering.image[0, 0] != Self.red)
            #expect(rendering.image[123 * scale - 1, 50 * scale - 1] == rendering.image[0, 0])
        }
    }

    @Test func sizeThatFitsProposesNoWidth() throws {
        // A text proposed no width keeps to one line: wider than a 40-point column would allow,
        // narrower than the device.
        let entry = CatalogueEntry("probe/text", layout: .sizeThatFits) { Text("Appointments and prescriptions") }
        let fitted = try entry.render(Self.settings(), fonts: Self.fonts.load()) { _ in }
        let column = try CatalogueEntry("probe/column", layout: .fixed(width: 40, height: 400)) {
            Text("Appointments and prescriptions")
        }.render(Self.settings(), fonts: Self.fonts.load()) { _ in }
        let text = try #require(fitted.layout.flatMap { $0.elements(withRole: "text") }.first)
        let wrapped = try #require(column.layout.flatMap { $0.elements(withRole: "text") }.first)
        #expect(fitted.size.width == (text.frame.width * 2).rounded(.up) / 2)
        #expect(fitted.size.width > 150 && fitted.size.width < 375)
        #expect(text.number("lines") == 1 && (wrapped.number("lines") ?? 0) > 1)
    }

    @Test func fixedDrawsExactlyItsSizeWithTheViewCentred() throws {
        let rendering = try Self.badge(.fixed(width: 200, height: 80)).render(
            Self.settings(), fonts: Self.fonts.load(), environment: Self.redScreen)
        #expect(rendering.size == Size(width: 200, height: 80))
        #expect(rendering.image.width == 400 && rendering.image.height == 160)
        // The 123 x 50 badge is centred: from 38.5 to 161.5 points across, 15 to 65 down.
        let inside = rendering.image[200, 80]
        #expect(inside != Self.red)
        #expect(rendering.image[76, 80] == Self.red && rendering.image[78, 80] == inside)
        #expect(rendering.image[322, 80] == inside && rendering.image[324, 80] == Self.red)
        #expect(rendering.image[200, 29] == Self.red && rendering.image[200, 31] == inside)
        #expect(rendering.image[200, 129] == inside && rendering.image[200, 131] == Self.red)
        // A flexible view takes the whole proposed size.
        let filled = try CatalogueEntry("probe/fill", layout: .fixed(width: 60, height: 30)) { Color.blue }
            .render(Self.settings(scale: 1), fonts: Self.fonts.load(), environment: Self.redScreen)
        #expect(filled.image.width == 60 && filled.image.height == 30)
        #expect(filled.image[0, 0] != Self.red && filled.image[59, 29] != Self.red)
    }

    @Test func aScreenOutsideTheDeviceLayoutIsNotStretchedToTheScreen() throws {
        let screen = try Self.badge(.sizeThatFits, screen: true).render(Self.settings(), fonts: Self.fonts.load()) { _ in }
        #expect(screen.size == Size(width: 123, height: 50))
        #expect(Self.badge(.sizeThatFits, screen: true).scene(fonts: Self.fonts) { _ in }.renderContent == nil)
        #expect(Self.badge(.device, screen: true).scene(fonts: Self.fonts) { _ in }.renderContent != nil)
    }

    @Test func anEmptyOrInfiniteSizeIsAnError() throws {
        #expect(throws: RenderError.self) {
            try Self.badge(.fixed(width: 0, height: 50)).render(Self.settings(), fonts: Self.fonts.load()) { _ in }
        }
        // A layout that takes whatever it is offered has no ideal size to draw at.
        struct Greedy: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat.infinity, height: 10))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let infinite = CatalogueEntry("probe/infinite", layout: .sizeThatFits) { Greedy { Color.blue } }
        #expect(throws: RenderError.self) {
            try infinite.render(Self.settings(), fonts: Self.fonts.load()) { _ in }
        }
    }

    @Test func asASceneItCarriesItsModeAndDrawsAtEachConfigurationsScale() throws {
        let scene = Self.badge(.sizeThatFits).scene(fonts: Self.fonts) { _ in }
        #expect(scene.layout == .sizeThatFits)
        for scale in [1, 2] {
            let configuration = SnapshotConfiguration(device: .iPadPro11, textSize: .large, scheme: .dark, scale: scale)
            let image = try scene.render(configuration)
            #expect(image.width == 123 * scale && image.height == 50 * scale)
        }
        let fixed = Self.badge(.fixed(width: 320, height: 100)).scene(fonts: Self.fonts) { _ in }
        let image = try fixed.render(SnapshotConfiguration(device: .iPhoneSE, textSize: .large, scheme: .light, scale: 2))
        #expect(image.width == 640 && image.height == 200)
    }

    @Test func outsideTheDeviceLayoutTheMatrixKeepsOneDeviceOfEachScale() {
        let device = Self.badge(.device).scene(fonts: Self.fonts) { _ in }
        let fitted = Self.badge(.sizeThatFits).scene(fonts: Self.fonts) { _ in }
        // The standard matrix's goldens are all 1x: one device, the first, with its extra text size.
        #expect(SnapshotMatrix.standard.adapted(to: device).devices == SnapshotMatrix.standard.devices)
        #expect(SnapshotMatrix.standard.adapted(to: fitted).devices == [.iPhoneSE])
        #expect(SnapshotMatrix.standard.adapted(to: fitted).configurations.map(\.name) == [
            "iphone-se.xSmall.light@1x", "iphone-se.xSmall.dark@1x", "iphone-se.large.light@1x", "iphone-se.large.dark@1x",
            "iphone-se.xxxLarge.light@1x", "iphone-se.xxxLarge.dark@1x", "iphone-se.accessibility3.light@1x",
            "iphone-se.accessibility3.dark@1x", "iphone-se.accessibility5.light@1x", "iphone-se.accessibility5.dark@1x",
        ])
        let mixed = SnapshotMatrix(
            devices: [.iPhoneSE, .iPhone16Pro, .iPadPro11, .iPhone16ProMax], textSizes: [.large], schemes: [.light], maximumScale: 3)
        #expect(mixed.adapted(to: fitted).devices == [.iPhoneSE, .iPhone16Pro])
        #expect(mixed.adapted(to: device).devices == mixed.devices)
    }
}
