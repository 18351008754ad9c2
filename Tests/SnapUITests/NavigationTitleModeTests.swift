import Raster
import Testing
@testable import SnapUI

/// How a navigation title shows, as iOS 26 shows it: large at the stack's root unless the screen asks
/// for inline, a pushed screen's automatic mode taken from the screen below it, and a bar that stops
/// growing at its largest text size.
@Suite struct NavigationTitleModeTests {
    /// The height of the bar's row of items, padding included.
    private let row = NavigationBarMetrics.itemHeight + 2 * NavigationBarMetrics.verticalPadding

    private func titles(_ rendering: Rendering, _ string: String) -> [LayoutElement] {
        elements(rendering, role: "text").filter { $0.string("text") == string }
    }

    private func onlyTitle(_ rendering: Rendering, _ string: String) throws -> LayoutElement {
        let found = titles(rendering, string)
        #expect(found.count == 1, "\(string) is drawn \(found.count) times")
        return try #require(found.first)
    }

    /// True when `title` is the bar's large title: leading at `margin`, under the row of items, taller
    /// than an inline title.
    private func isLarge(_ title: LayoutElement, margin: Double = 16) -> Bool {
        title.frame.minX == margin && title.frame.minY >= row && title.frame.height > 36
    }

    /// True when `title` is the bar's inline title: centred on the row of items at `width`.
    private func isInline(_ title: LayoutElement, width: Double) -> Bool {
        abs(title.frame.midX - width / 2) < 1e-9 && title.frame.maxY <= row
    }

    @Test func aRootTitleWithNoDisplayModeIsLarge() throws {
        let view = NavigationStack {
            List { Text("Row") }.navigationTitle("Prescriptions")
        }
        let rendering = try renderForTest(view, width: 375)
        let title = try onlyTitle(rendering, "Prescriptions")
        #expect(isLarge(title))
        // It adds 52 points to the bar, and the list's first section follows it.
        let rowText = try #require(textFrame(rendering, "Row"))
        #expect(rowText.minY > row + NavigationBarMetrics.largeTitleHeight)
        #expect(rowText.minY > title.frame.maxY + NavigationBarMetrics.largeTitleBottomPadding)
        // A VoiceOver heading.
        #expect(transcript(rendering).contains("Prescriptions, heading"))
    }

    @Test func theLargeTitleIsBoldAtTheLargeTitleSizeAndGrowsWithDynamicType() throws {
        let bar = { (size: DynamicTypeSize) in
            try renderForTest(NavigationStack { ScrollView {}.navigationTitle("Inbox") }, width: 390, size: size)
        }
        let reference = try renderForTest(
            Text("Inbox").font(.largeTitle.bold()).frame(maxWidth: .infinity, alignment: .leading), width: 390)
        let large = try onlyTitle(try bar(.large), "Inbox")
        let expected = try #require(textFrame(reference, "Inbox"))
        #expect(large.frame.size == expected.size, "\(large.frame) \(expected)")
        #expect(try onlyTitle(try bar(.accessibility3), "Inbox").frame.height > large.frame.height)
    }

    @Test func anInlineRootTitleStaysInline() throws {
        let view = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Documents")
                .navigationBarTitleDisplayMode(.inline)
        }
        let rendering = try renderForTest(view, width: 375)
        #expect(isInline(try onlyTitle(rendering, "Documents"), width: 375))
        #expect(try #require(textFrame(rendering, "Row")).minY < row + NavigationBarMetrics.largeTitleHeight)
    }

    @Test func anExplicitLargeModeWithNoLargeTitleInTheContentShowsTheBarsLargeTitle() throws {
        let view = NavigationStack {
            ScrollView { Text("Row") }
                .navigationTitle("Messages")
                .toolbarTitleDisplayMode(.large)
        }
        #expect(isLarge(try onlyTitle(try renderForTest(view, width: 375), "Messages")))
    }

    @Test func aContentsOwnLargeTitleIsNotDrawnTwice() throws {
        let view = NavigationStack {
            ScrollView { Text("Heading").font(.largeTitle).navigationLargeTitle() }
                .navigationTitle("Heading")
        }
        let rendering = try renderForTest(view, width: 375)
        // Only the content's: the bar draws neither a large title nor, at rest, its inline copy.
        let title = try onlyTitle(rendering, "Heading")
        #expect(title.frame.minY == row)
    }

    @Test func onAWideScreenTheLargeTitleLeadsAtTwentyPoints() throws {
        let view = NavigationStack { ScrollView {}.navigationTitle("Settings") }
        #expect(isLarge(try onlyTitle(try renderForTest(view, width: 834), "Settings"), margin: 20))
    }

    @Test func theSearchFieldSitsUnderTheLargeTitle() throws {
        let view = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Prescriptions")
                .searchable(text: .constant(""), prompt: "Search medicines")
        }
        let rendering = try renderForTest(view, width: 375)
        let title = try onlyTitle(rendering, "Prescriptions")
        let field = try #require(elements(rendering, role: "searchField").first)
        #expect(isLarge(title))
        #expect(field.frame.minY >= title.frame.maxY + NavigationBarMetrics.largeTitleBottomPadding)
        #expect(try #require(textFrame(rendering, "Row")).minY > field.frame.maxY)
    }

    /// A stack showing a pushed screen titled "Detail" in `pushed` mode over a root in `root` mode.
    private func pushed(root: NavigationBarTitleDisplayMode, pushed: NavigationBarTitleDisplayMode) throws -> LayoutElement {
        struct Step: Hashable {}
        let view = NavigationStack(path: .constant(NavigationPath([Step()]))) {
            ScrollView {}
                .navigationTitle("Home")
                .navigationBarTitleDisplayMode(root)
                .navigationDestination(for: Step.self) { _ in
                    ScrollView {}
                        .navigationTitle("Detail")
                        .navigationBarTitleDisplayMode(pushed)
                }
        }
        return try onlyTitle(try renderForTest(view, width: 375), "Detail")
    }

    @Test func aPushedScreenInheritsTheModeOfTheScreenBelow() throws {
        #expect(isLarge(try pushed(root: .automatic, pushed: .automatic)))
        #expect(isLarge(try pushed(root: .large, pushed: .automatic)))
        #expect(isInline(try pushed(root: .inline, pushed: .automatic), width: 375))
        // Its own mode wins.
        #expect(isLarge(try pushed(root: .inline, pushed: .large)))
        #expect(isInline(try pushed(root: .automatic, pushed: .inline), width: 375))
    }

    @Test func aScreenDeeperInThePathInheritsThroughTheScreensBetween() throws {
        struct First: Hashable {}
        struct Second: Hashable {}
        var path = NavigationPath()
        path.append(First())
        path.append(Second())
        let view = NavigationStack(path: .constant(path)) {
            ScrollView {}
                .navigationTitle("Home")
                .navigationDestination(for: First.self) { _ in
                    ScrollView {}.navigationTitle("Middle").navigationBarTitleDisplayMode(.inline)
                }
                .navigationDestination(for: Second.self) { _ in ScrollView {}.navigationTitle("Detail") }
        }
        #expect(isInline(try onlyTitle(try renderForTest(view, width: 375), "Detail"), width: 375))
    }

    @Test func atAccessibility5AnInlineTitleIsOneTruncatedLineAtTheBarsLargestSize() throws {
        let view = NavigationStack {
            ScrollView {}
                .navigationTitle("Appointment details")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { Button("Share", systemImage: "square.and.arrow.up") {} }
        }
        let rendering = try renderForTest(view, width: 320, size: .accessibility5)
        let title = try onlyTitle(rendering, "Appointment details")
        #expect(title.number("lines") == 1)
        #expect(title.bool("truncated") == true)
        let capped = try renderForTest(view, width: 320, size: NavigationBarMetrics.largestTextSize)
        #expect(title.frame.height == (try onlyTitle(capped, "Appointment details")).frame.height)
    }

    @Test func atAccessibility5ASymbolItemKeepsItsGlassCircle() throws {
        let view = NavigationStack {
            ScrollView {}
                .navigationTitle("Appointment")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ShareLink(item: "GP appointment") }
        }
        let rendering = try renderForTest(view, width: 375, size: .accessibility5, scale: 1)
        let item = try #require(elements(rendering, role: "toolbarItem").first)
        #expect(item.frame.size == Size(width: NavigationBarMetrics.itemHeight, height: NavigationBarMetrics.itemHeight))
        // The symbol stays inside its circle, and the glass shows around it.
        let icon = try #require(item.children.first { $0.role == "icon" })
        #expect(item.frame.union(icon.frame) == item.frame)
        #expect(pixel(rendering, item.frame.midX, item.frame.minY + 2) == resolved(NavigationBarMetrics.glass))
    }

    @Test func atAccessibility5ATextItemKeepsItsCapsuleOnTheRow() throws {
        let view = NavigationStack {
            ScrollView {}.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        }
        let rendering = try renderForTest(view, width: 375, size: .accessibility5)
        let item = try #require(elements(rendering, role: "toolbarItem").first)
        #expect(item.frame.height == NavigationBarMetrics.itemHeight)
    }

    @Test func aTitleThatNeverTruncatesWrapsAtEverySize() throws {
        let long = "Negeseuon wedi’u dileu gan wasanaethau iechyd a gofal"
        let view = NavigationStack {
            ScrollView { Text("Row") }
                .navigationTitle(long)
                .navigationBarTitleDisplayMode(.inline)
                .navigationTitleNeverTruncates()
        }
        let title = try onlyTitle(try renderForTest(view, width: 320, size: .accessibility5), long)
        #expect(title.bool("truncated") == false)
        #expect((title.number("lines") ?? 0) > 2)
    }
}
