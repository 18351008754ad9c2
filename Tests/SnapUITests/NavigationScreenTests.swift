import Raster
import Testing
@testable import SnapUI
import SnapTestSupport

/// Navigation stacks as whole screens: the device's height, links, search, insets and bars.
@Suite struct NavigationScreenTests {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func screen<V: View>(_ view: V, width: Double = 393, height: Double = 852,
                                 safeArea: EdgeInsets = EdgeInsets()) throws -> Rendering {
        var options = RenderOptions(width: width, scale: 1, minimumHeight: height)
        options.safeAreaInsets = safeArea
        return try render(view, options: options)
    }

    private func frame(_ rendering: Rendering, _ string: String) throws -> Rect {
        let frame = textFrame(rendering, string)
        return try #require(frame, "no text \(string)")
    }

    @Test func aSpacerInAFullScreenStackPushesTheRestToTheBottom() throws {
        let view = NavigationStack {
            VStack {
                Text("Top")
                Spacer()
                Text("Bottom")
            }
            .navigationTitle("Home")
        }
        let rendering = try screen(view)
        #expect(rendering.size.height == 852)
        #expect(rendering.image.height == 852)
        let top = try frame(rendering, "Top"), bottom = try frame(rendering, "Bottom")
        // Below the bar and its large title (the root's automatic title is large).
        #expect(top.minY == NavigationBarMetrics.itemHeight + 2 * NavigationBarMetrics.verticalPadding + NavigationBarMetrics.largeTitleHeight)
        #expect(bottom.maxY == 852)
    }

    @Test func linksInAListAreRowsEndingInAChevron() throws {
        struct Detail: Hashable {}
        let view = NavigationStack {
            List {
                NavigationLink(value: Detail()) { Text("By value") }
                NavigationLink { Text("Detail") } label: { Text("By destination") }
                NavigationLink("By title", destination: Text("Detail"))
            }
            .navigationDestination(for: Detail.self) { _ in Text("Detail") }
        }
        let rendering = try renderForTest(view, width: 390)
        let links = elements(rendering, role: "navigationLink")
        #expect(links.count == 3)
        #expect(texts(rendering) == ["By value", "By destination", "By title"])
        for link in links {
            // The label leads at the row's inset; the chevron ends at the row's trailing inset.
            #expect(link.frame.minX == 32)
            #expect(link.frame.maxX == 390 - 32)
            let chevron = colors(rendering, in: Rect(x: link.frame.maxX - 8, y: link.frame.minY, width: 8, height: link.frame.height))
            #expect(chevron.count > 1)
        }
        #expect(transcript(rendering).filter { $0.contains("button") }.count == 3)
    }

    @Test func aLinkOutsideAListIsDrawnAsAButton() throws {
        let link = try renderForTest(NavigationLink("Open", destination: Text("Detail")), width: 200)
        let button = try renderForTest(Button("Open") {}, width: 200)
        #expect(link.image == button.image)
    }

    @Test func aSearchFieldSitsUnderTheTitle() throws {
        let view = NavigationStack {
            List { Text("Row") }
                .navigationTitle("Messages")
                .searchable(text: .constant(""), prompt: "Search messages")
        }
        let rendering = try renderForTest(view, width: 390)
        let field = try #require(elements(rendering, role: "searchField").first)
        let title = try frame(rendering, "Messages"), prompt = try frame(rendering, "Search messages")
        #expect(field.frame.minX == 16 && field.frame.width == 390 - 32)
        #expect(field.frame.height == SearchFieldMetrics.height)
        #expect(field.frame.minY >= title.maxY)
        #expect(field.frame.minX < prompt.minX && prompt.maxX < field.frame.maxX && field.frame.minY <= prompt.minY && prompt.maxY <= field.frame.maxY)
        #expect(try frame(rendering, "Row").minY > field.frame.maxY + 8)
        // The field is a capsule of the tertiary fill over the list's grouped background, which
        // iOS 26's see-through bar shows: its middle is neither, its corner is the background.
        let grouped = EnvironmentValues().groupedBackground.resolve(in: EnvironmentValues())
        #expect(pixel(rendering, field.frame.midX, field.frame.midY) != grouped)
        #expect(pixel(rendering, field.frame.minX + 1, field.frame.minY + 1) == grouped)
        #expect(pixel(rendering, 2, 2) == grouped)
    }

    /// iOS 26's bar is see-through at rest: over a grouped list the bar and the large title sit on the
    /// list's grey, as Settings does; over a scroll view they sit on the screen's background.
    @Test func theBarShowsTheListsBackgroundUnderIt() throws {
        let grouped = EnvironmentValues().groupedBackground.resolve(in: EnvironmentValues())
        let list = try renderForTest(NavigationStack { List { Text("Row") }.navigationTitle("Settings") }, width: 390)
        let title = try frame(list, "Settings")
        #expect(pixel(list, 2, 2) == grouped && pixel(list, 2, title.midY) == grouped)
        let page = try renderForTest(NavigationStack { ScrollView { Text("Row") }.navigationTitle("Settings") }, width: 390)
        #expect(pixel(page, 2, 2) == white)
    }

    @Test func aBottomInsetIsPinnedToTheScreensBottom() throws {
        let view = NavigationStack {
            ScrollView { Text("Body") }
                .safeAreaInset(edge: .bottom) { Text("Continue").padding() }
                .navigationTitle("Book")
        }
        let rendering = try screen(view)
        let button = try frame(rendering, "Continue")
        #expect(button.maxY == 852 - 16)
        #expect(abs(button.midX - 393 / 2) < 0.5)
        #expect(try frame(rendering, "Body").maxY < button.minY)
    }

    @Test func aLeadingInsetTakesItsWidthFromTheContent() throws {
        let view = Text("Body").frame(maxWidth: .infinity, alignment: .leading)
            .safeAreaInset(edge: .leading, spacing: 10) { Color.red.frame(width: 30, height: 30) }
        let rendering = try renderForTest(view, width: 200, scale: 1)
        #expect(try frame(rendering, "Body").minX == 40)
        #expect(pixel(rendering, 5, rendering.size.height / 2) == resolved(.red))
    }

    @Test func aToolbarBackgroundPaintsTheBar() throws {
        let view = NavigationStack {
            Text("Body").navigationTitle("Home").toolbarBackground(Color.green, for: .navigationBar)
        }
        let rendering = try renderForTest(view, width: 390, scale: 1)
        #expect(pixel(rendering, 5, 5) == resolved(.green))
        let body = try frame(rendering, "Body")
        #expect(pixel(rendering, 300, body.midY) == white)
    }

    @Test func aHiddenBarTakesNoSpace() throws {
        let view = NavigationStack {
            Text("Body").navigationTitle("Home").toolbar(.hidden, for: .navigationBar)
        }
        let rendering = try renderForTest(view, width: 390)
        #expect(texts(rendering) == ["Body"])
        #expect(try frame(rendering, "Body").minY == 0)
    }

    @Test func bottomBarItemsSpreadAcrossTheBottom() throws {
        let view = NavigationStack {
            Text("Body")
                .navigationTitle("Message")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Delete") {}
                        Spacer()
                        Button("Reply") {}
                    }
                    ToolbarItem(placement: .keyboard) { Button("Done") {} }
                }
        }
        let rendering = try screen(view)
        let items = elements(rendering, role: "toolbarItem")
        #expect(items.count == 2)
        #expect(!texts(rendering).contains("Done"))
        let bottomY = 852 - NavigationBarMetrics.verticalPadding
        #expect(items.allSatisfy { $0.frame.maxY == bottomY })
        #expect(items.map(\.frame.minX).min() == 16)
        #expect(abs((items.map(\.frame.maxX).max() ?? 0) - (393 - 16)) < 1e-9)
    }

    @Test func anItemGroupsSymbolButtonsShowTheirIconsInOneGlassCapsule() throws {
        let view = NavigationStack {
            Text("Body").toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                    Button("Favourite", systemImage: "heart") {}
                }
            }
        }
        let rendering = try screen(view)
        // Each button is its icon alone in a symbol's circle, as in a ToolbarItem.
        #expect(texts(rendering) == ["Body"])
        let items = elements(rendering, role: "toolbarItem").map(\.frame)
        try #require(items.count == 2)
        #expect(items.allSatisfy { $0.width == NavigationBarMetrics.itemHeight && $0.height == NavigationBarMetrics.itemHeight })
        // The glass runs on between them: one capsule, not two circles.
        let glass = resolved(NavigationBarMetrics.glass)
        #expect(near(pixel(rendering, (items[0].maxX + items[1].minX) / 2, items[0].midY), glass))
        #expect(transcript(rendering).contains("Share, button") && transcript(rendering).contains("Favourite, button"))
    }

    @Test func theBarStartsBelowTheTopSafeAreaInset() throws {
        let view = NavigationStack {
            Text("Body")
                .navigationTitle("Home")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Reply") {} } }
        }
        let rendering = try screen(view, safeArea: EdgeInsets(top: 59, bottom: 34))
        // The large title sits under the bar's row, which starts at the inset: iOS 26's bar is 54 points
        // under a status bar, the large title's 52 below it.
        let title = try frame(rendering, "Home")
        #expect(title.minY >= 59 + 54)
        #expect(title.maxY <= 59 + 54 + 52)
        let item = try #require(elements(rendering, role: "toolbarItem").first)
        #expect(item.frame.maxY == 852 - 34 - NavigationBarMetrics.verticalPadding)
    }

    /// iOS 26 under a status bar: the row of 44-point buttons right under it, an inline title centred
    /// on that row (17-point headline: its baseline 28.33 below the inset on iOS), the content 54 points
    /// below the inset (Fidelity.md, "Navigation bar").
    @Test func underAStatusBarTheRowSitsAtTheInsetAndTheBarIs54PointsTall() throws {
        let view = NavigationStack {
            Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .navigationTitle("Home")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        }
        let rendering = try screen(view, safeArea: EdgeInsets(top: 59, bottom: 34))
        let item = try #require(elements(rendering, role: "toolbarItem").first)
        #expect(item.frame.minY == 59 && item.frame.height == 44)
        let title = try frame(rendering, "Home")
        #expect(abs(title.midY - (59 + 22)) < 0.5)
        #expect(try frame(rendering, "Body").minY == 59 + 54)
    }

    @Test func aPushedScreenCanHideItsBackButton() throws {
        struct Step: Hashable {}
        let stack = { (hidden: Bool) in
            NavigationStack(path: .constant(NavigationPath([Step()]))) {
                Text("Start")
                    .navigationDestination(for: Step.self) { _ in
                        Text("Step two").navigationTitle(Text("Step")).navigationBarBackButtonHidden(hidden)
                    }
            }
        }
        let shown = try renderForTest(stack(false), width: 390)
        let hidden = try renderForTest(stack(true), width: 390)
        #expect(elements(shown, role: "toolbarItem").count == 1)
        #expect(elements(hidden, role: "toolbarItem").isEmpty)
        // The title given as a Text shows in the bar.
        #expect(Set(texts(hidden)) == ["Step", "Step two"])
    }

    @Test func theToolbarTitleDisplayModeIsTheBarsMode() throws {
        let screen = { (mode: ToolbarTitleDisplayMode) in
            NavigationStack {
                ScrollView { Text("Heading").font(.largeTitle).navigationLargeTitle() }
                    .navigationTitle("Heading")
                    .toolbarTitleDisplayMode(mode)
            }
        }
        // Large: the bar's copy hides while the large title is on screen; inline: the bar shows it.
        #expect(texts(try renderForTest(screen(.large), width: 390)) == ["Heading"])
        #expect(texts(try renderForTest(screen(.inline), width: 390)).count == 2)
    }

    @Test func aPrincipalItemIsCentredInPlaceOfTheTitle() throws {
        let view = NavigationStack {
            Text("Body")
                .navigationTitle("Home")
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("NHS") }
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                }
        }
        let rendering = try renderForTest(view, width: 390)
        #expect(!texts(rendering).contains("Home"))
        let logo = try frame(rendering, "NHS")
        #expect(abs(logo.midX - 195) < 1e-9)
        #expect(logo.midY == NavigationBarMetrics.verticalPadding + NavigationBarMetrics.itemHeight / 2)
        // No glass behind it: the pixels beside its text are the screen's white.
        #expect(pixel(rendering, logo.minX - 4, logo.midY) == white)
    }
}
