import Foundation
import Raster
import Testing
@testable import Catalogue
@testable import NHSDesignSystem

@Suite struct HomeMenuTests {
    private func menu(_ count: Int) -> HomeMenuItems {
        HomeMenuItems(titles: Array(HomeMenuItems.many.prefix(count)))
    }

    private func tiles(_ rendering: Rendering) -> [LayoutElement] {
        rendering.layout.flatMap { $0.elements(withRole: "homeMenuItem") }
    }

    private func label(_ tile: LayoutElement) throws -> LayoutElement {
        try #require(tile.elements(withRole: "text").first)
    }

    private func symbols(_ tile: LayoutElement) -> [String] {
        tile.elements(withRole: "icon").compactMap { $0.string("symbol") }
    }

    @Test func columnsFollowWidthAndTextSize() throws {
        let cases: [(width: Double, size: DynamicTypeSize, columns: Int)] = [
            (320, .large, 2), (402, .xSmall, 2), (402, .large, 2), (402, .xxLarge, 2), (699, .large, 2),
            (700, .large, 3), (874, .large, 3), (1024, .xxLarge, 3),
            (402, .xxxLarge, 1), (1024, .xxxLarge, 1), (1024, .accessibility5, 1),
        ]
        for (width, size, columns) in cases {
            let tiles = tiles(try renderOnNHSScreen(menu(9), width: width, size: size))
            #expect(tiles.count == 9)
            // Columns are the distinct leading edges; rows hold that many tiles each.
            #expect(Set(tiles.map(\.frame.minX)).count == columns, "\(width) pt at \(size)")
            #expect(tiles.prefix(columns).allSatisfy { $0.frame.minY == tiles[0].frame.minY }, "\(width) pt at \(size)")
        }
    }

    @Test func marginsAndGapsFollowTheMetrics() throws {
        // metrics.md: margin 16, column gap 8, row gap 12, tile 181 pt wide on a 402 pt phone.
        let tiles = tiles(try renderOnNHSScreen(menu(6)))
        #expect(tiles[0].frame.minX == 16)
        #expect(tiles[0].frame.minY == 16)
        #expect(tiles[0].frame.width == 181)
        #expect(tiles[1].frame.minX - tiles[0].frame.maxX == 8)
        #expect(tiles[1].frame.maxX == 402 - 16)
        #expect(tiles[2].frame.minY - tiles[0].frame.maxY == 12)
        // On a tablet: three columns of (1024 - 2 x 16 - 2 x 8) / 3.
        let wide = self.tiles(try renderOnNHSScreen(menu(6), width: 1024))
        #expect(abs(wide[0].frame.width - 976.0 / 3) < 1e-9)
        #expect(abs(wide[2].frame.maxX - (1024 - 16)) < 1e-9)
    }

    @Test func iconSitsInsetInTheTileAndDisappearsFromAccessibility3() throws {
        for size in DynamicTypeSize.allCases {
            let tiles = tiles(try renderOnNHSScreen(menu(2), size: size))
            let expected = size >= .accessibility3 ? ["chevron.right"] : ["pills.fill", "chevron.right"]
            #expect(symbols(tiles[0]) == expected, "\(size)")
        }
        let tile = try #require(tiles(try renderOnNHSScreen(menu(1))).first)
        let glyph = try #require(tile.elements(withRole: "icon").first)
        // The glyph is centred in the 52 pt circle inset 16 from the tile's top and leading edges.
        #expect(glyph.frame.midX == tile.frame.minX + 16 + 26)
        #expect(glyph.frame.midY == tile.frame.minY + 16 + 26)
    }

    @Test func tilesOfARowShareTheTallestHeight() throws {
        let tiles = tiles(try renderOnNHSScreen(HomeMenuItems(titles: HomeMenuItems.screenshot)))
        let health = tiles[4], documents = tiles[5]
        #expect(try label(health).string("text") == "Health conditions")
        try #require(try label(health).number("lines") == 2)
        try #require(try label(documents).number("lines") == 1)
        #expect(health.frame.height == documents.frame.height)
        #expect(health.frame.minY == documents.frame.minY)
        // The row takes the taller tile's own height: padding, icon, gap, two lines, padding...
        let healthLabel = try label(health)
        #expect(abs(health.frame.height - (16 + 52 + 12 + healthLabel.frame.height + 16)) < 1e-9)
        // ...which is taller than the rows of one-line labels; the short label sits on the last line.
        #expect(health.frame.height > tiles[0].frame.height)
        #expect(try label(documents).frame.maxY == healthLabel.frame.maxY)
        #expect(tiles[0].frame.height == tiles[1].frame.height)
    }

    @Test func chevronSitsOnTheLabelsLastLineAtTheTrailingEdge() throws {
        for size in [DynamicTypeSize.large, .accessibility2, .accessibility5] {
            for tile in tiles(try renderOnNHSScreen(HomeMenuItems(titles: HomeMenuItems.screenshot), size: size)) {
                let text = try label(tile)
                let chevron = try #require(tile.elements(withRole: "icon").last)
                #expect(chevron.string("symbol") == "chevron.right")
                let lines = try #require(text.number("lines"))
                let lineHeight = text.frame.height / lines
                #expect(abs(chevron.frame.midY - (text.frame.maxY - lineHeight / 2)) < 1e-9, "\(size)")
                #expect(abs(chevron.frame.maxX - (tile.frame.maxX - 16)) < 1e-9)
                #expect(chevron.frame.minX >= text.frame.maxX)
            }
        }
    }

    @Test func voiceOverReadsEachItemAsAButtonByItsTitleInTheLabelledMenu() throws {
        let elements = try renderOnNHSScreen(HomeMenuItems(titles: HomeMenuItems.screenshot)).accessibility
        let visible = elements.filter { !$0.isHidden }
        #expect(visible.map(\.spoken) == HomeMenuItems.screenshot.map { "\($0.title), button" })
        #expect(visible.allSatisfy { $0.containerLabel == "Health services" })
        // The icons (and chevrons) are there, but hidden.
        let hidden = Set(elements.filter(\.isHidden).map(\.label))
        #expect(hidden == Set(HomeMenuItems.screenshot.map(\.systemImage) + ["chevron.right"]))
    }

    @Test func coloursFollowTheScreenshotAndDeriveInDark() throws {
        let light = try renderOnNHSScreen(menu(1), scale: 3)
        let tile = try #require(tiles(light).first)
        let circleEdge = Point(x: tile.frame.minX + 16 + 3, y: tile.frame.minY + 16 + 26)
        // metrics.md: the circle #e0ecf7, the tile white, the screen nhsBackground.
        #expect(isClose(pixel(light, at: circleEdge), RGBA(hex: "#e0ecf7")!))
        #expect(pixel(light, at: Point(x: tile.frame.maxX - 40, y: tile.frame.minY + 30)) == RGBA(hex: "#ffffff"))
        #expect(pixel(light, at: Point(x: 4, y: 4)) == RGBA(hex: "#f0f4f5"))
        // The chevron's solid strokes: NHS blue at 40 % on white, #99bfe5.
        let chevron = try #require(tile.elements(withRole: "icon").last)
        let bluest = try #require(pixels(light, in: chevron.frame).min { $0.r < $1.r })
        #expect(isClose(bluest, RGBA(hex: "#99bfe5")!))

        // Dark: NHS blue #2ca2ff at 31/255 (0.12) over the dark tile #263037:
        // (44 x 31 + 38 x 224) / 255 = 38.7, (162 x 31 + 48 x 224) / 255 = 61.9, (255 x 31 + 55 x 224) / 255 = 79.3.
        let dark = try renderOnNHSScreen(menu(1), scheme: .dark, scale: 3)
        #expect(isClose(pixel(dark, at: circleEdge), RGBA(r: 39, g: 62, b: 79)))
        #expect(pixel(dark, at: Point(x: tile.frame.maxX - 40, y: tile.frame.minY + 30)) == RGBA(hex: "#263037"))
    }

    @Test func longWelshTitlesWrapInsideTheirTiles() throws {
        for width in [320.0, 402] {
            for tile in tiles(try renderOnNHSScreen(HomeMenuItems(titles: HomeMenuItems.welsh), width: width)) {
                let text = try label(tile)
                #expect(text.bool("truncated") == false)
                #expect(text.frame.minX == tile.frame.minX + 16)
                #expect(text.frame.maxY <= tile.frame.maxY - 16)
            }
        }
    }

    @Test func anEmptyMenuIsJustItsMargins() throws {
        let rendering = try renderOnNHSScreen(HomeMenuItems(titles: []))
        #expect(tiles(rendering).isEmpty)
        #expect(rendering.size.height == 32)
    }

    @Test func specSamplesRenderTheirMenus() throws {
        for view in [AnyView(HomeMenuActionsSample.ContentView()), AnyView(HomeMenuSheetSample.ContentView(hasAccess: false))] {
            let labels = try renderOnNHSScreen(view).accessibility.filter { !$0.isHidden }.map(\.spoken)
            #expect(labels == ["Prescriptions, button", "Vaccinations, button"])
        }
        try expectScenesRender(prefix: "home-menu/")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] != nil, "writes pictures to look at")) func scenesForLooking() throws {
        try writeScenesForLooking(prefix: "home-menu/")
    }
}
