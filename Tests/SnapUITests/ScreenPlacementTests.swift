import Raster
import Testing
@testable import SnapUI

/// A whole screen's root view placed as `UIHostingController` places it (issue 18, Fidelity.md rows
/// 1 and 2, 59-63): offered the safe area, at its own size, centred in the safe area; a root that
/// fills the safe area along an axis takes the safe area along it, its backgrounds running on under
/// the insets; a navigation stack, which draws its bars inside the insets, takes the whole screen.
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

    @Test func aRootFillingTheHeightTakesTheSafeAreaDownButItsOwnWidth() throws {
        let rendering = try onScreen(VStack {
            Color.blue.frame(width: 60, height: 20)
            Spacer()
        }.layoutRole("root"))
        let root = try frame(rendering, "root")
        #expect(root == Rect(x: 130, y: 20, width: 60, height: 548))
        // Its first view starts below the status bar, not under it.
        #expect(rendering.image[320, 30] == RGBA(r: 255, g: 255, b: 255) && rendering.image[320, 50] != RGBA(r: 255, g: 255, b: 255))
    }

    /// `background(_:ignoresSafeAreaEdges:)` runs on under the status bar from a view on the safe
    /// area's top edge (SwiftUI's default, `.all`); with no edges it stays in the view's bounds.
    @Test func aBackgroundRunsOnUnderTheInsetsItIgnores() throws {
        let pink = RGBA(r: 255, g: 45, b: 85)
        let page = VStack { Text("Top"); Spacer() }.frame(maxWidth: .infinity)
        let extended = try onScreen(page.background(Color.pink))
        #expect(extended.image[20, 10] == pink && extended.image[20, 60] == pink)
        let kept = try onScreen(page.background(Color.pink, ignoresSafeAreaEdges: []))
        #expect(kept.image[20, 10] != pink && kept.image[20, 60] == pink)
        // A background on a view that is not on the safe area's edge stays in its bounds; one on a
        // view that is runs on, however small the view (as SwiftUI's does).
        let inset = try onScreen(VStack { Text("Top").background(Color.pink).padding(.top, 40); Spacer() })
        #expect(inset.image[320, 10] != pink && inset.image[320, 130] == pink)
        let touching = try onScreen(VStack { Text("Top").background(Color.pink); Spacer() })
        #expect(touching.image[320, 10] == pink)
    }

    @Test func aRootThatIgnoresTheSafeAreaIsLaidOutUnderTheInsets() throws {
        let rendering = try onScreen(VStack { Color.blue.frame(height: 20); Spacer() }.ignoresSafeArea().layoutRole("root"))
        #expect(try frame(rendering, "root") == Rect(x: 0, y: 0, width: 320, height: 568))
        let bottomOnly = try onScreen(VStack { Color.blue.frame(height: 20); Spacer() }.ignoresSafeArea(edges: .bottom).layoutRole("root"))
        #expect(try frame(bottomOnly, "root") == Rect(x: 0, y: 20, width: 320, height: 548))
    }

    /// A root scroll view's content starts below the status bar, as iOS insets a scroll view's content
    /// by the safe area (Fidelity.md rows 59-63 measure a whole page of it).
    @Test func aRootScrollViewStartsBelowTheStatusBar() throws {
        let rendering = try onScreen(ScrollView { Color.blue.frame(height: 30).layoutRole("first") })
        #expect(try frame(rendering, "first").minY == 20)
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
        // Below the status bar, whole: the image is the status bar and the root.
        #expect(rendering.size.height == 720)
        #expect(try frame(rendering, "root") == Rect(x: 110, y: 20, width: 100, height: 700))
    }
}
