import Foundation
import Testing
@testable import Raster

/// Paragraphs of runs in different styles: one text, wrapped across the runs' boundaries.
@Suite("Styled runs")
struct TextRunTests {
    private let fonts: FontSet
    init() throws { fonts = try FontSet.bundled() }

    private var regular: Font { fonts.font(size: 17) }
    private var bold: Font { fonts.font(size: 17, bold: true) }

    @Test func runsOfOneStyleLayOutAsTheirJoinedString() throws {
        let joined = TextLayout("Book an appointment with your GP", font: regular, maxWidth: 120)
        let runs = TextLayout(
            runs: [TextRun("Book an app", font: regular), TextRun("ointment with your GP", font: regular)],
            font: regular, maxWidth: 120)
        #expect(runs.lines == joined.lines)
        #expect(runs.size == joined.size)
    }

    @Test func runsOfTwoFontsWrapAsOneParagraph() throws {
        let layout = TextLayout(
            runs: [TextRun("Your next appointment is ", font: regular), TextRun("Tuesday 3 June at 9:30", font: bold)],
            font: regular, maxWidth: 200)
        #expect(layout.lines.count == 2)
        // The first line holds both fonts: a run's words share a line with the other's.
        #expect(layout.lines[0].text == "Your next appointment is")
        #expect(Set(layout.lines[1].glyphs.map(\.font.face)) == [bold.face])
        let firstLineFonts = Set(TextLayout(
            runs: [TextRun("Due ", font: regular), TextRun("today", font: bold)], font: regular).lines[0].glyphs.map(\.font.face))
        #expect(firstLineFonts == [regular.face, bold.face])
        // The bold run is wider than the same words in regular.
        let plain = TextLayout("Your next appointment is Tuesday 3 June at 9:30", font: regular)
        let mixed = TextLayout(
            runs: [TextRun("Your next appointment is ", font: regular), TextRun("Tuesday 3 June at 9:30", font: bold)],
            font: regular)
        #expect(mixed.size.width > plain.size.width)
    }

    @Test func aLineIsAsTallAsItsTallestFontAndBaselinesAlign() throws {
        let large = fonts.font(size: 34, bold: true)
        let layout = TextLayout(runs: [TextRun("12", font: large), TextRun(" results", font: regular)], font: regular)
        let line = try #require(layout.lines.first)
        #expect(line.height == large.lineHeight)
        #expect(Set(line.glyphs.map(\.position.y)) == [line.baseline])
        #expect(abs(line.baseline - (large.lineGap / 2 + large.ascent)) < 1e-9)
    }

    @Test func trackingWidensEveryCharacter() throws {
        let plain = TextLayout("NHS", font: regular)
        var style = TextRun.Style(font: regular)
        style.tracking = 2
        let tracked = TextLayout(runs: [TextRun("NHS", style: style)], font: regular)
        #expect(abs(tracked.size.width - (plain.size.width + 6)) < 1e-9)
        #expect(abs(tracked.lines[0].glyphs[1].position.x - (plain.lines[0].glyphs[1].position.x + 2)) < 1e-9)
    }

    @Test func underlineAndStrikethroughAreDrawnAtTheFacesPositions() throws {
        var style = TextRun.Style(font: regular)
        style.underline = .init(color: nil)
        style.strikethrough = .init(color: .black)
        let layout = TextLayout(runs: [TextRun("Cancelled", style: style)], font: regular)
        let line = try #require(layout.lines.first)
        #expect(line.decorations.count == 2)
        let underline = line.decorations[0].rect, strike = line.decorations[1].rect
        #expect(underline.width == line.width && strike.width == line.width)
        #expect(underline.minY > line.baseline && strike.maxY < line.baseline)
        #expect(abs(underline.height - 150 * regular.scale) < 1e-9)
        #expect(abs(strike.minY - (line.baseline - 530 * regular.scale)) < 1e-9)
        // Drawn: the underline's pixels are inked below the baseline, where no glyph reaches.
        var canvas = Canvas(width: 120, height: 30, background: .white)
        layout.draw(in: &canvas, at: .zero, color: .black)
        #expect(canvas.bitmap[Int(underline.midX), Int(underline.midY)] != .white)
    }

    @Test func runColoursOverrideTheDrawingColour() throws {
        var red = TextRun.Style(font: fonts.font(size: 30, bold: true))
        red.color = RGBA(r: 255, g: 0, b: 0, a: 255)
        let layout = TextLayout(runs: [TextRun("I", style: red), TextRun("I", font: fonts.font(size: 30, bold: true))], font: regular)
        var canvas = Canvas(width: 40, height: 40, background: .white)
        layout.draw(in: &canvas, at: .zero, color: .black)
        let glyphs = layout.lines[0].glyphs
        let y = Int(glyphs[0].position.y - 8)
        let first = canvas.bitmap[Int(glyphs[0].position.x + 4), y], second = canvas.bitmap[Int(glyphs[1].position.x + 4), y]
        #expect(first.r > 200 && first.g < 60)
        #expect(second.r < 60 && second.g < 60)
    }

    @Test func truncationKeepsTheEndOrBothEndsAsAsked() throws {
        let text = "Repeat prescription for amoxicillin capsules"
        let tail = TextLayout(text, font: regular, maxWidth: 150, lineLimit: 1)
        let head = TextLayout(text, font: regular, maxWidth: 150, lineLimit: 1, truncationMode: .head)
        let middle = TextLayout(text, font: regular, maxWidth: 150, lineLimit: 1, truncationMode: .middle)
        #expect(tail.lines[0].text.hasPrefix("Repeat") && tail.lines[0].text.hasSuffix("…"))
        #expect(head.lines[0].text.hasPrefix("…") && head.lines[0].text.hasSuffix("capsules"))
        let parts = middle.lines[0].text.components(separatedBy: "…")
        #expect(parts.count == 2 && text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]) && !parts[0].isEmpty && !parts[1].isEmpty)
        for layout in [tail, head, middle] {
            #expect(layout.isTruncated && layout.size.width <= 150)
        }
    }

    @Test func anEmptyLastLineCanBeTruncated() throws {
        let layout = TextLayout("First\n\nThird", font: regular, maxWidth: 100, lineLimit: 2)
        #expect(layout.lines.map(\.text) == ["First", "…"])
    }

    @Test func theEllipsisTakesTheStyleBesideIt() throws {
        let layout = TextLayout(
            runs: [TextRun("Due ", font: regular), TextRun("Tuesday afternoon at the surgery", font: bold)],
            font: regular, maxWidth: 120, lineLimit: 1)
        #expect(layout.lines[0].glyphs.last?.font == bold)
        #expect(layout.lines[0].text.hasSuffix("…"))
    }
}
