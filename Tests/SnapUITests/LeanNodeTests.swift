import Raster
import Testing
@testable import SnapUI
import SnapTestSupport

/// Container facts live in the nodes that carry them: list-row traits and tags are read through the
/// modifiers around them, measuring a navigation stack moves nothing, and the screen's width comes
/// from the environment.
@Suite struct LeanNodeTests {
    private func environment(width: Double = 390) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.fontSet = bundledFonts
        environment.screenWidth = width
        return environment
    }

    @Test func aRowTraitIsReadThroughTheModifiersOutsideIt() throws {
        let row = Text("Row").listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            .padding(5).background(Color.red).listRowSeparator(.hidden)
        let node = SnapUI.makeNode(row, in: environment())
        #expect(node.traits[ListRowInsetsKey.self] == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(node.traits[ListRowSeparatorKey.self] == .hidden)
        #expect(node.traits[ListRowBackgroundKey.self] == nil)
    }

    @Test func theOutermostTagWins() throws {
        let node = SnapUI.makeNode(Text("A").tag(1).padding().tag(2), in: environment())
        #expect(node.tag == AnyHashable(2))
        #expect(SnapUI.makeNode(Text("A").tag(1).padding(), in: environment()).tag == AnyHashable(1))
    }

    @Test func viewsWithoutTraitsAreNotWrapped() throws {
        let nodes = SnapUI.makeNodes(ForEach(0..<3) { Text("Row \($0)") }, in: environment())
        #expect(nodes.allSatisfy { $0 is TextNode })
        // Where a container reads tags, the ForEach tags each view with its id.
        #expect(optionTags(ForEach(0..<3) { Text("Row \($0)") }, in: environment()) == [0, 1, 2])
    }

    @Test func aSectionGivenARowTraitStaysASection() throws {
        let list = List {
            ForEach(0..<2) { index in
                Section("\(index + 1)00") { Text("Row \(index)") }.tag(index)
            }
        }
        let rendering = try renderForTest(list, width: 390)
        let headers = try ["100", "200"].map { try frame(rendering, $0) }
        let rows = try ["Row 0", "Row 1"].map { try frame(rendering, $0) }
        // Two sections, each header above its own row.
        #expect(headers[0].maxY < rows[0].minY && rows[0].maxY < headers[1].minY && headers[1].maxY < rows[1].minY)
    }

    @Test func measuringANavigationStackMovesNothing() throws {
        let screen = NavigationStack {
            ScrollView {
                Text("Heading").font(.largeTitle).navigationLargeTitle()
                ForEach(0..<12) { Text("Paragraph \($0)") }
            }
            .navigationTitle("Heading")
            .navigationBarTitleDisplayMode(.large)
        }
        var environment = environment()
        environment.scrollOffset = 80
        let node = SnapUI.makeNode(screen, in: environment)
        let frame = Rect(x: 0, y: 0, width: 390, height: 600)
        node.place(in: frame)
        let placed = allFrames(node)
        // New proposals are measured afresh (not from the cache), and must not move anything.
        _ = node.sizeThatFits(ProposedViewSize(width: 320, height: nil))
        _ = node.sizeThatFits(ProposedViewSize(width: 500, height: 900))
        #expect(allFrames(node) == placed)
        // The title shows in the bar once the large title scrolled under it.
        let navigation = try #require(node as? NavigationNode)
        #expect(navigation.showsTitle)
    }

    /// The frame of the text showing `string`, failing the test (without printing the image) if none.
    private func frame(_ rendering: Rendering, _ string: String) throws -> Rect {
        let frame = textFrame(rendering, string)
        return try #require(frame, "no text \(string)")
    }

    private func allFrames(_ node: Node) -> [Rect] {
        [node.frame] + node.children.flatMap(allFrames)
    }

    @Test(arguments: [320.0, 744.0]) func aListOfferedNoWidthTakesTheScreensWidth(width: Double) throws {
        let view = ScrollView(.horizontal) { List { Text("Row") } }
        let rendering = try renderForTest(view, width: width)
        let row = try frame(rendering, "Row")
        // The row's text starts after the list's margin and the row's inset, on the screen's width.
        let margin = width >= 414 ? 20.0 : 16.0
        #expect(row.minX == margin + 16)
        // The list's background fills the screen's width, no more (it used to be 375 points).
        #expect(pixel(rendering, width - 1, 5) == RGBA(r: 0xf2, g: 0xf2, b: 0xf7, a: 255))
        #expect(rendering.image.width == Int(width * 2))
    }

    @Test(arguments: [320.0, 744.0]) func aNavigationStackOfferedNoWidthTakesTheScreensWidth(width: Double) throws {
        let stack = NavigationStack { Text("Body").navigationTitle("Title") }
        let node = SnapUI.makeNode(stack, in: environment(width: width))
        #expect(node.sizeThatFits(.unspecified).width == width)
    }
}
