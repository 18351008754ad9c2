import Raster
import Testing
@testable import SnapUI

/// The navigation bar's title: when it shows and where it goes (NavigationTitleModeTests pins its modes).
@Suite struct NavigationBarTests {
    @Test func aCollapsedLargeTitleGrowsTheBarWithoutClippingTheContent() throws {
        let view = NavigationStack {
            ScrollView {
                Text("Heading").font(.largeTitle).navigationLargeTitle()
                ForEach(0..<8) { Text("Paragraph \($0) of a long screen") }
                Text("The end")
            }
            .navigationTitle("Heading")
            .navigationBarTitleDisplayMode(.large)
        }
        let options = RenderOptions(width: 320, scale: 1, dynamicTypeSize: .accessibility5, scrollOffset: 400)
        let rendering = try render(view, options: options)
        let texts = rendering.layout.flatMap(\.allElements).filter { $0.role == "text" }
        // The bar shows the heading, and the last paragraph ends inside the image.
        #expect(texts.contains { $0.string("text") == "Heading" && $0.frame.minY < 100 })
        let last = try #require(texts.first { $0.string("text") == "The end" })
        #expect(last.frame.maxY <= rendering.size.height + 1e-9)
    }

    @Test func aCrowdedBarPutsTheTitleOnARowOfItsOwn() throws {
        let view = NavigationStack {
            ScrollView { Text("Row") }
                .navigationTitle("Removed messages")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Restore all messages") {} }
                    ToolbarItem(placement: .topBarLeading) { Button("Select") {} }
                }
        }
        let rendering = try renderForTest(view, width: 320, size: .xxxLarge)
        let elements = rendering.layout.flatMap(\.allElements)
        let title = try #require(elements.first { $0.string("text") == "Removed messages" })
        let items = elements.filter { $0.role == "toolbarItem" }
        #expect(items.count == 2)
        #expect(items.allSatisfy { title.frame.minY >= $0.frame.maxY })
        #expect(title.bool("truncated") == false)
        #expect(title.number("lines") == 1)
    }
}
