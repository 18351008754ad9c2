import Raster
import Testing
@testable import SnapUI

/// A whole screen's root view placed as `UIHostingController` places it (issue 18, Fidelity.md rows
/// 1 and 2): offered the safe area, at its own size, centred in the safe area; a root that fills
/// the safe area along an axis takes the whole screen along it.
@Suite("Screen placement")
struct ScreenPlacementTests {
    /// An iPhone SE screen (320 x 568 at 2x) with its 20-point status bar.
    private func onScreen<V: View>(_ view: V, height: Double = 568) throws -> Rendering {
        try render(view, options: RenderOptions(
            width: 320, scale: 2, minimumHeight: height,
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), fonts: bundledFonts))
    }

    private func frame(_ rendering: Rendering, _ role: String) throws -> Rect {
        try #require(rendering.layout.flatMap { $0.elements(withRole: role) }.first).frame
    }

    @Test func aSmallRootKeepsItsSizeCentredInTheSafeArea() throws {
        let rendering = try onScreen(Color.blue.frame(width: 100, height: 49.5).layoutRole("root"))
        let root = try frame(rendering, "root")
        #expect(rendering.size == Size(width: 320, height: 568))
        #expect(root.size == Size(width: 100, height: 49.5))
        #expect(root.minX == 110)
        // Centred in 20...568 (a 249.25-point margin), its origin on a whole pixel: 20 + 249.5.
        #expect(root.minY == 269.5)
        #expect(rendering.image[40, 300] == RGBA(r: 255, g: 255, b: 255) && rendering.image[320, 580] != RGBA(r: 255, g: 255, b: 255))
    }

    @Test func aRootFillingTheHeightTakesTheWholeScreenDownButItsOwnWidth() throws {
        let rendering = try onScreen(VStack {
            Color.blue.frame(width: 60, height: 20)
            Spacer()
        }.layoutRole("root"))
        let root = try frame(rendering, "root")
        #expect(root == Rect(x: 130, y: 0, width: 60, height: 568))
    }

    @Test func aNavigationStackTakesTheWholeScreenWhateverItsContent() throws {
        let rendering = try onScreen(NavigationStack {
            Text("Small").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        }.layoutRole("stack"))
        #expect(try frame(rendering, "stack") == Rect(x: 0, y: 0, width: 320, height: 568))
        let title = try #require(rendering.layout.flatMap { $0.elements(withRole: "text") }.first { $0.string("text") == "Title" })
        #expect(title.frame.minY > 20 && title.frame.maxY < 20 + 44, "\(title.frame)")
    }

    @Test func aRootTallerThanTheScreenMakesTheImageTaller() throws {
        let rendering = try onScreen(Color.blue.frame(width: 100, height: 700).layoutRole("root"))
        #expect(rendering.size.height == 700)
        #expect(try frame(rendering, "root") == Rect(x: 110, y: 0, width: 100, height: 700))
    }
}
