import Raster
import Testing
@testable import SnapUI

private extension Rendering {
    /// The laid-out elements with `role`, anywhere in the tree.
    func elements(withRole role: String) -> [LayoutElement] {
        layout.flatMap { $0.elements(withRole: role) }
    }
}

/// Badges on toolbar items, the Dynamic Type limit, and how the bar places short items and the back chevron.
@Suite struct ToolbarBadgeTests {
    private func bar<Content: View>(_ content: Content, size: DynamicTypeSize = .large) throws -> Rendering {
        try renderForTest(NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .topBarTrailing) { content }
            }
        }, size: size)
    }

    @Test func badgeOverlapsTheItemsTopTrailingCorner() throws {
        let rendering = try bar(Button(action: {}) { Image(systemName: "envelope") }.badge(5))
        let item = try #require(rendering.elements(withRole: "toolbarItem").first)
        let badge = try #require(rendering.elements(withRole: "badge").first)
        // The badge does not make the item a text capsule: it stays a 44-point circle.
        #expect(item.frame.width == NavigationBarMetrics.itemHeight)
        #expect(badge.frame.size == Size(width: 18, height: 18))
        #expect(badge.frame.maxX == item.frame.maxX + NavigationBarMetrics.badgeOverlap)
        #expect(badge.frame.minY == item.frame.minY - NavigationBarMetrics.badgeOverlap)
        #expect(badge.elements(withRole: "text").first?.string("text") == "5")
        // Red where the badge is, left of its label.
        let scale = 2.0
        let pixel = rendering.image[Int((badge.frame.minX + 3) * scale), Int(badge.frame.midY * scale)]
        #expect(pixel == NavigationBarMetrics.badgeColor.resolve(in: .light))
        // VoiceOver does not read the badge.
        #expect(!rendering.accessibility.contains { $0.label.contains("5") })
    }

    @Test func badgeWidensForLongerTextAndHidesAtZero() throws {
        let wide = try bar(Button(action: {}) { Image(systemName: "envelope") }.badge(Text("123")))
        let badge = try #require(wide.elements(withRole: "badge").first)
        let label = try #require(badge.elements(withRole: "text").first)
        #expect(badge.frame.width > badge.frame.height)
        #expect(badge.frame.width == label.frame.width + 2 * NavigationBarMetrics.badgePadding)
        let none = try bar(Button(action: {}) { Image(systemName: "envelope") }.badge(0))
        #expect(none.elements(withRole: "badge").isEmpty)
    }

    @Test func dynamicTypeRangeLimitsOnlyTheLargestSize() throws {
        func width(_ size: DynamicTypeSize) throws -> Double {
            let rendering = try renderForTest(Text("Restore").fixedSize().dynamicTypeSize(...DynamicTypeSize.xxxLarge), size: size)
            return try #require(rendering.elements(withRole: "text").first).frame.width
        }
        #expect(try width(.accessibility5) == width(.xxxLarge))
        #expect(try width(.xxxLarge) > width(.large))
        #expect(try width(.xSmall) < width(.large))
    }

    @Test func shortItemsAreCentredOnTheButtonsRow() throws {
        let rendering = try renderForTest(NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .topBarLeading, background: .hidden) {
                    Rectangle().fill(Color.blue).frame(width: 80, height: 32).layoutRole("logo")
                }
            }
        })
        let logo = try #require(rendering.elements(withRole: "logo").first)
        #expect(logo.frame.minY == NavigationBarMetrics.verticalPadding + (NavigationBarMetrics.itemHeight - 32) / 2)
        #expect(logo.frame.minX == NavigationBarMetrics.margin)
    }

    @Test func backChevronKeepsItsSizeAtEveryTextSize() throws {
        let large = try backChevron(.large)
        #expect(try backChevron(.accessibility5) == large)
        #expect(large.width <= NavigationBarMetrics.itemHeight)
    }

    /// The frame of the back button's chevron on a pushed screen.
    private func backChevron(_ size: DynamicTypeSize) throws -> Rect {
        let rendering = try renderForTest(PushedScreen(), size: size)
        let chevron = try #require(rendering.elements(withRole: "icon").first)
        #expect(chevron.string("symbol") == "chevron.backward")
        return chevron.frame
    }
}

/// A screen pushed onto a navigation stack, so the bar shows a back button.
private struct PushedScreen: View {
    @State var path = NavigationPath([1])

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root").navigationDestination(for: Int.self) { Text("Screen \($0)") }
        }
    }
}
