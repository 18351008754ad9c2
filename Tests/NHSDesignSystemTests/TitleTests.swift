import Foundation
import Raster
import Testing
@testable import Catalogue
@testable import NHSDesignSystem

@Suite struct TitleTests {
    /// The navigation bar's resting height: a 44-point item row with 8 points above and below.
    let barHeight = 60.0

    @Test func headingComesFromNhsTitleAndShowsOnceInTheContent() throws {
        let rendering = try SceneSnapshot.render("title/large")
        let headings = SceneSnapshot.text(rendering, "Health choices")
        // One text node: the Title's, in the content below the bar; the bar's copy is not drawn.
        try #require(headings.count == 1)
        #expect(headings[0].frame.minY >= barHeight)
        let title = try #require(SceneSnapshot.elements(rendering, role: "title").first)
        #expect(title.elements(withRole: "text").map { $0.string("text") } == ["Health choices"])
        // Leading, inside the title's 16-point padding, in bold large title.
        #expect(headings[0].frame.minX == title.frame.minX + 16)
        #expect(headings[0].frame.minY == title.frame.minY + 16)
        let regular = try SnapUI.render(Text("Health choices").font(.nhsLargeTitle).fixedSize(),
                                        options: RenderOptions(width: 402))
        #expect(headings[0].frame.width > SceneSnapshot.text(regular, "Health choices")[0].frame.width * 1.05)
    }

    @Test(arguments: ColorScheme.allCases) func headingIsInTheTextColour(scheme: ColorScheme) throws {
        let rendering = try SceneSnapshot.render("title/large", scheme: scheme)
        let heading = try #require(SceneSnapshot.text(rendering, "Health choices").first)
        let text = scheme == .light ? RGBA(hex: "#212b33")! : RGBA(hex: "#ffffff")!
        #expect(SceneSnapshot.colors(rendering, in: heading.frame).contains(text))
    }

    @Test func headingIsAHeaderReadOnce() throws {
        let rendering = try SceneSnapshot.render("title/large")
        let read = rendering.accessibility.filter { !$0.isHidden && $0.label.contains("Health choices") }
        #expect(read.count == 1)
        #expect(read.first?.traits.contains(.isHeader) == true)
        #expect(read.first?.spoken == "Health choices, heading")
    }

    @Test(arguments: ColorScheme.allCases) func subtitleIsBelowTheHeadingInSecondaryText(scheme: ColorScheme) throws {
        let subtitle = "Manage another person's healthcare or give access to your profile to someone you trust."
        let rendering = try SceneSnapshot.render("title/subtitle", scheme: scheme)
        let heading = try #require(SceneSnapshot.text(rendering, "Family and carer access").first)
        let text = try #require(SceneSnapshot.text(rendering, subtitle).first)
        #expect(text.frame.minY >= heading.frame.maxY)
        #expect(text.frame.minX == heading.frame.minX)
        let secondary = scheme == .light ? RGBA(hex: "#4c6273")! : RGBA(hex: "#c8d3d9")!
        #expect(SceneSnapshot.colors(rendering, in: text.frame).contains(secondary))
        #expect(rendering.accessibility.contains { $0.label == subtitle && !$0.traits.contains(.isHeader) })
    }

    @Test(arguments: ColorScheme.allCases) func iconIsNHSBlueDecorativeAndAboveTheHeading(scheme: ColorScheme) throws {
        let rendering = try SceneSnapshot.render("title/icon", scheme: scheme)
        let icon = try #require(SceneSnapshot.elements(rendering, role: "icon").first)
        let heading = try #require(SceneSnapshot.text(rendering, "Prescriptions").first)
        #expect(icon.string("symbol") == "pills.fill")
        #expect(icon.frame.maxY <= heading.frame.minY)
        #expect(icon.frame.minX == heading.frame.minX)
        // nhsBlue, from shared/reference/colours.md.
        let blue = scheme == .light ? RGBA(hex: "#0060bf")! : RGBA(hex: "#2ca2ff")!
        #expect(SceneSnapshot.colors(rendering, in: icon.frame).contains(blue))
        let images = rendering.accessibility.filter { $0.traits.contains(.isImage) }
        #expect(images.count == 1)
        #expect(images.allSatisfy { $0.isHidden })
        #expect(rendering.accessibility.filter { !$0.isHidden }.map(\.label) == ["Prescriptions"])
    }

    @Test func inAListTheTitleIsEdgeToEdgeWithNoRowBackground() throws {
        let rendering = try SceneSnapshot.render("title/list")
        let title = try #require(SceneSnapshot.elements(rendering, role: "title").first)
        // An inset grouped list on a 402-point phone sets its rows 16 points in from each side; with no
        // row insets the title spans the whole row.
        #expect(title.frame.minX == 16)
        #expect(title.frame.width == 402 - 2 * 16)
        // No white row behind it: the list's background shows beside the heading.
        let background = RGBA(hex: "#f0f4f5")!
        #expect(SceneSnapshot.pixel(rendering, x: title.frame.maxX - 4, y: title.frame.midY) == background)
        #expect(SceneSnapshot.pixel(rendering, x: title.frame.minX + 4, y: title.frame.minY + 4) == background)
    }

    @Test func inlineTitleShowsInTheBarWithNoContentTitle() throws {
        let rendering = try SceneSnapshot.render("title/inline")
        let texts = SceneSnapshot.text(rendering, "Removed messages")
        try #require(texts.count == 1)
        #expect(texts[0].frame.maxY <= barHeight)
        #expect(SceneSnapshot.elements(rendering, role: "title").isEmpty)
        let read = rendering.accessibility.filter { $0.label == "Removed messages" }
        #expect(read.count == 1)
        #expect(read.first?.traits.contains(.isHeader) == true)
    }

    @Test func longInlineTitleWrapsAndNeverTruncatesAtAccessibility5() throws {
        let heading = "Negeseuon wedi’u dileu gan wasanaethau iechyd a gofal – ŵ ŷ â"
        let rendering = try SceneSnapshot.render("title/inline-long", width: 320, size: .accessibility5)
        let bar = try #require(SceneSnapshot.text(rendering, heading).first)
        #expect((bar.number("lines") ?? 0) > 1)
        #expect(bar.bool("truncated") == false)
        #expect(bar.frame.minX >= 0 && bar.frame.maxX <= 320)
        // The content starts below the grown bar.
        let row = try #require(SceneSnapshot.text(rendering, "Negeseuon a dynnwyd").first)
        #expect(row.frame.minY >= bar.frame.maxY)
    }

    @Test func scrolledPastTheHeadingTheBarShowsItAndVoiceOverReadsItOnce() throws {
        let rendering = try SceneSnapshot.render("title/scrolled")
        let headings = SceneSnapshot.text(rendering, "Health choices")
        // The content's copy scrolled up out of view (above the screen, clipped); the bar's copy is in the bar.
        #expect(headings.count == 2)
        #expect(headings.contains { $0.frame.maxY <= 0 })
        let inBar = headings.filter { $0.frame.minY >= 0 && $0.frame.maxY <= barHeight }
        #expect(inBar.count == 1)
        #expect(inBar.first?.number("lines") == 1)
        let read = rendering.accessibility.filter { !$0.isHidden && $0.label == "Health choices" }
        try #require(read.count == 1)
        #expect(read[0].traits.contains(.isHeader))
        #expect(read[0].frame.minY >= 0 && read[0].frame.maxY <= barHeight)
    }

    @Test func titleWithoutNhsTitleIsAnError() {
        #expect {
            try SnapUI.render(ScrollView { Title() }, options: RenderOptions(width: 402))
        } throws: { error in
            "\(error)".contains("Title() has no heading") && "\(error)".contains(".nhsTitle")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"] != nil, "writes pictures to look at")) func pictures() throws {
        try SceneSnapshot.writeForLooking(TitleScenes.entries.map(\.id))
    }
}
