import Raster
import Testing
@testable import SnapUI
import SnapTestSupport

/// TabView as iOS 26 draws it: the selected tab's page under a floating glass tab bar, or pages with dots.
@Suite struct TabViewTests {
    private func screen<V: View>(_ view: V) throws -> Rendering {
        try render(view, options: RenderOptions(width: 393, scale: 1, minimumHeight: 852))
    }

    private func frame(_ rendering: Rendering, _ string: String) throws -> Rect {
        let frame = textFrame(rendering, string)
        return try #require(frame, "no text \(string)")
    }

    enum Section: Hashable { case home, messages, profile }

    private func tabs(_ selection: Section) -> some View {
        TabView(selection: .constant(selection)) {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
            Text("Messages page").tabItem { Label("Messages", systemImage: "envelope") }.tag(Section.messages).badge(3)
            Text("Profile page")
                .tabItem {
                    Image(systemName: "person")
                    Text("Profile")
                }
                .tag(Section.profile)
        }
    }

    @Test(arguments: [Section.home, .messages, .profile]) func theSelectedTabsPageShows(selection: Section) throws {
        let rendering = try screen(tabs(selection))
        let pages = ["Home page", "Messages page", "Profile page"]
        let shown = pages.filter { texts(rendering).contains($0) }
        #expect(shown == [pages[[Section.home, .messages, .profile].firstIndex(of: selection)!]])
    }

    @Test func theBarFloatsAtTheBottomWithATabForEachPage() throws {
        let rendering = try screen(tabs(.messages))
        let items = elements(rendering, role: "tabItem")
        #expect(items.count == 3)
        let barTop = 852 - TabBarMetrics.bottomMargin - TabBarMetrics.height
        let inset = TabBarMetrics.selectionInset
        #expect(items.allSatisfy { $0.frame.minY == barTop + inset && $0.frame.height == TabBarMetrics.height - 2 * inset })
        // Equal slots across the bar, 20 points in from the screen's sides.
        #expect(items[0].frame.minX == TabBarMetrics.margin + inset)
        #expect(abs(items[2].frame.maxX - (393 - TabBarMetrics.margin - inset)) < 1e-9)
        #expect(abs(items[0].frame.width - items[1].frame.width) < 1e-9)
        // Each tab's label sits under its symbol, in the label font.
        for title in ["Home", "Messages", "Profile"] {
            let label = try frame(rendering, title)
            #expect(label.minY > barTop + 20 && label.maxY < barTop + TabBarMetrics.height)
        }
        // The page keeps clear of the bar.
        #expect(try frame(rendering, "Messages page").maxY <= barTop)
    }

    @Test func theSelectedTabIsTintedOnACapsuleAndReadAsSelected() throws {
        let rendering = try screen(tabs(.messages))
        let messages = try frame(rendering, "Messages"), home = try frame(rendering, "Home")
        let tint = resolved(.accentColor)
        let inMessages = colors(rendering, in: messages)
        let inHome = colors(rendering, in: home)
        #expect(inMessages.contains { $0.b > 200 && $0.r < 100 })
        #expect(!inHome.contains { $0.b > 200 && $0.r < 100 })
        #expect(tint.b > 200)
        #expect(transcript(rendering).contains { $0.contains("Messages") && $0.contains("selected") })
        #expect(!transcript(rendering).contains { $0.contains("Home") && $0.contains("selected") })
    }

    @Test func aBadgeShowsOnItsTab() throws {
        let rendering = try screen(tabs(.home))
        let badge = try #require(elements(rendering, role: "badge").first)
        let messagesTab = elements(rendering, role: "tabItem")[1]
        #expect(badge.frame.minX > messagesTab.frame.midX && badge.frame.maxY < messagesTab.frame.midY)
        #expect(texts(rendering).contains("3"))
    }

    @Test func tabsAndATabViewWithoutSelectionShowTheFirst() throws {
        let view = TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            Tab("Settings", systemImage: "gear") { Text("Settings page") }
        }
        let rendering = try screen(view)
        #expect(texts(rendering).contains("Home page"))
        #expect(!texts(rendering).contains("Settings page"))
        #expect(elements(rendering, role: "tabItem").count == 2)
        let valued = TabView(selection: .constant(2)) {
            Tab("One", systemImage: "house", value: 1) { Text("First") }
            Tab("Two", systemImage: "gear", value: 2) { Text("Second") }
        }
        #expect(texts(try screen(valued)).contains("Second"))
    }
}
