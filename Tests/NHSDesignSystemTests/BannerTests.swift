import Foundation
import Raster
import Testing
@testable import Catalogue
@testable import NHSDesignSystem

@Suite struct BannerTests {
    private func element(_ rendering: Rendering, _ role: String) throws -> LayoutElement {
        try #require(rendering.layout.flatMap { $0.elements(withRole: role) }.first)
    }

    private func texts(_ rendering: Rendering) throws -> (title: LayoutElement, action: LayoutElement) {
        let texts = try element(rendering, "banner").elements(withRole: "text")
        try #require(texts.count == 2)
        return (texts[0], texts[1])
    }

    @Test func voiceOverReadsOneButtonTitleThenActionThenHint() throws {
        let elements = try renderOnNHSScreen(BannerSolidSample()).accessibility
        let visible = elements.filter { !$0.isHidden }
        try #require(visible.count == 1)
        #expect(visible[0].label == "Tell us what you think about the NHS App, Give feedback")
        #expect(visible[0].hint == "Opens in a web browser")
        #expect(visible[0].traits == .isButton)
        #expect(visible[0].spoken == "Tell us what you think about the NHS App, Give feedback, button, Opens in a web browser")
        // The icon is there but not read.
        #expect(elements.filter(\.isHidden).map(\.label) == ["ellipsis.bubble.fill"])
        // Without a hint, nothing follows the button.
        let plain = try renderOnNHSScreen(BannerWithoutIcon()).accessibility
        #expect(plain.map(\.spoken) == ["Manage your NHS account settings, Go to settings, button"])
    }

    @Test func iconIsHiddenFromAccessibility3Up() throws {
        for size in DynamicTypeSize.allCases {
            let rendering = try renderOnNHSScreen(BannerSolidSample(), size: size)
            let icons = rendering.layout.flatMap { $0.elements(withRole: "bannerIcon") }
            #expect(icons.count == (size >= .accessibility3 ? 0 : 1), "\(size)")
            #expect(rendering.accessibility.filter { !$0.isHidden }.count == 1)
        }
        // No systemImage, no icon at any size.
        #expect(try renderOnNHSScreen(BannerWithoutIcon()).layout.flatMap { $0.elements(withRole: "icon") }.isEmpty)
    }

    @Test func iconScalesWithTheTextSize() throws {
        let large = try element(renderOnNHSScreen(BannerSolidSample()), "bannerIcon")
        #expect(large.frame.size == Size(width: 52, height: 50))
        // Body is 17 pt at large, 23 at xxxLarge (typography.md): the icon grows by 23/17.
        let xxxLarge = try element(renderOnNHSScreen(BannerSolidSample(), size: .xxxLarge), "bannerIcon")
        #expect(abs(xxxLarge.frame.width - 52 * 23 / 17) < 1e-9)
        #expect(abs(xxxLarge.frame.height - 50 * 23 / 17) < 1e-9)
        let small = try element(renderOnNHSScreen(BannerSolidSample(), size: .xSmall), "bannerIcon")
        #expect(small.frame.width < large.frame.width)
    }

    @Test func layoutFollowsTheMetrics() throws {
        let rendering = try renderOnNHSScreen(BannerSolidSample())
        let banner = try element(rendering, "banner"), icon = try element(rendering, "bannerIcon")
        let (title, action) = try texts(rendering)
        #expect(title.string("text") == "Tell us what you think about the NHS App")
        #expect(title.frame.minX == banner.frame.minX + 20)
        #expect(action.frame.minY - title.frame.maxY == 12)
        // The renderer rounds the image's height up to a whole pixel and the banner, its root, takes
        // that height, centring its content: the padding is 20 to within half a point.
        #expect(abs(title.frame.minY - (banner.frame.minY + 20)) < 0.5)
        #expect(abs(action.frame.maxY - (banner.frame.maxY - 20)) < 0.5)
        #expect(abs((title.frame.minY - banner.frame.minY) - (banner.frame.maxY - action.frame.maxY)) < 1e-9)
        #expect(icon.frame.maxX == banner.frame.maxX - 20)
        #expect(icon.frame.midY == banner.frame.midY)
    }

    @Test func textWrapsAndNeverOverlapsTheIcon() throws {
        for width in [320.0, 402] {
            for size in [DynamicTypeSize.large, .xxxLarge, .accessibility2] {
                let rendering = try renderOnNHSScreen(BannerLongWelsh(), width: width, size: size)
                let icon = try element(rendering, "bannerIcon")
                let glyph = try element(rendering, "icon")
                let (title, action) = try texts(rendering)
                #expect((title.number("lines") ?? 0) > 1, "\(width) \(size)")
                for text in [title, action] {
                    #expect(text.bool("truncated") == false)
                    #expect(text.frame.maxX <= icon.frame.minX - 16 + 1e-9, "\(width) \(size)")
                    #expect(text.frame.maxX <= glyph.frame.minX, "\(width) \(size)")
                }
            }
        }
        // Hidden at AX3, the icon leaves its room to the text.
        let rendering = try renderOnNHSScreen(BannerLongWelsh(), size: .accessibility3)
        let banner = try element(rendering, "banner")
        #expect(try texts(rendering).title.frame.width <= banner.frame.width - 40)
        #expect(try texts(rendering).title.frame.maxX > banner.frame.maxX - 20 - 52)
    }

    @Test func actionLabelIsInTheAccentColour() throws {
        let cases: [(view: AnyView, scheme: ColorScheme, accent: String)] = [
            (AnyView(BannerSolidSample()), .light, "#004c23"),    // nhsDarkGreen
            (AnyView(BannerSolidSample()), .dark, "#adffc7"),
            (AnyView(BannerOutlinedSample.ContentView()), .light, "#5c338e"),   // nhsPurple
            (AnyView(BannerOutlinedSample.ContentView()), .dark, "#a988dd"),
        ]
        for (view, scheme, accent) in cases {
            let rendering = try renderOnNHSScreen(view, scheme: scheme, scale: 3)
            let action = try texts(rendering).action
            #expect(pixels(rendering, in: action.frame).contains(RGBA(hex: accent)!), "\(accent)")
            // The title is nhsText, not the accent.
            let title = try texts(rendering).title
            #expect(!pixels(rendering, in: title.frame).contains(RGBA(hex: accent)!))
        }
    }

    @Test func outlinedBorderAndSolidFillColours() throws {
        let outlined = try renderOnNHSScreen(BannerOutlinedSample.ContentView(), scale: 3)
        let card = try element(outlined, "banner").frame
        // A 2 pt border of nhsPurple inside the edge, white inside it.
        #expect(pixel(outlined, at: Point(x: card.minX + 1, y: card.midY)) == RGBA(hex: "#5c338e"))
        #expect(pixel(outlined, at: Point(x: card.maxX - 1.5, y: card.midY)) == RGBA(hex: "#5c338e"))
        #expect(pixel(outlined, at: Point(x: card.midX, y: card.minY + 1)) == RGBA(hex: "#5c338e"))
        #expect(pixel(outlined, at: Point(x: card.minX + 3, y: card.midY)) == RGBA(hex: "#ffffff"))
        // The icon is the border colour.
        let outlinedIcon = try element(outlined, "bannerIcon").frame
        #expect(pixels(outlined, in: outlinedIcon).contains(RGBA(hex: "#5c338e")!))

        let solid = try renderOnNHSScreen(BannerSolidSample(), scale: 3)
        let solidCard = try element(solid, "banner").frame
        #expect(pixel(solid, at: Point(x: solidCard.minX + 1, y: solidCard.midY)) == RGBA(hex: "#cce5d8"))
        // The icon: 0.4 of the way from nhsPaleGreen (204, 229, 216) to nhsDarkGreen (0, 76, 35):
        // 204 - 81.6 = 122.4, 229 - 61.2 = 167.8, 216 - 72.4 = 143.6 (the screenshot's is #78b08c).
        let icon = try element(solid, "bannerIcon").frame
        #expect(pixels(solid, in: icon).contains(RGBA(r: 122, g: 168, b: 144)))
    }

    @Test func cardRowStyleRunsEdgeToEdgeInAList() throws {
        // An inset grouped list's rows span the screen less its margins: 16 pt below 414 pt, 20 above.
        for (width, margin) in [(402.0, 16.0), (1024, 20)] {
            let rendering = try renderOnNHSScreen(BannerListSample(), width: width, scale: 2)
            let banner = try element(rendering, "banner").frame
            #expect(banner.minX == margin)
            #expect(banner.width == width - 2 * margin)
            let title = try texts(rendering).title
            #expect(title.frame.minX == margin + 20)
            // No row background: outside the banner's rounded corner the list's background shows.
            #expect(pixel(rendering, at: Point(x: banner.minX + 1, y: banner.minY + 1)) == RGBA(hex: "#f0f4f5"))
        }
    }

    @Test func unknownSymbolIsAnErrorNamingIt() throws {
        let banner = Banner(title: "Title", actionLabel: "Act", style: .outlined(.nhsBlue), systemImage: "no.such.symbol", action: {})
        #expect {
            try renderOnNHSScreen(banner)
        } throws: { error in
            "\(error)".contains("no.such.symbol")
        }
    }

    @Test func scenesRender() throws {
        try expectScenesRender(prefix: "banner/")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] != nil, "writes pictures to look at")) func scenesForLooking() throws {
        try writeScenesForLooking(prefix: "banner/")
    }
}
