import Foundation
import Testing
@testable import Raster

private let paragraph = """
    The NHS App gives you a simple and secure way to access a range of NHS services. Book and \
    manage appointments, order repeat prescriptions, view your GP health record and register your \
    organ donation decision. Gwasanaethau iechyd ŵ ŷ â for Welsh readers. Supercalifragilisticexpialidocious \
    words are rare but must still wrap without running past the edge.
    """

private func font(size: Double = 17, bold: Bool = false) throws -> Font {
    try FontSet.bundled().font(size: size, bold: bold)
}

/// The words of `text` (runs between spaces), the unit wrapping keeps together.
private func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
}

@Suite("Text layout")
struct TextLayoutTests {
    @Test func wrappedLinesNeverExceedTheWidth() throws {
        let font = try font()
        for width in stride(from: 40.0, through: 600, by: 7.25) {
            let layout = TextLayout(paragraph, font: font, maxWidth: width)
            for line in layout.lines {
                #expect(line.width <= width, "line \"\(line.text)\" at width \(width)")
                // The width a line reports is the width of its text measured on its own.
                #expect(line.width == font.width(of: line.text))
            }
            #expect(layout.size.width <= width)
            // Greedy: the next line's first word would not have fitted on the line before
            // (the long word, which starts a line of its own and breaks inside, aside).
            for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
                let nextWord = words(next.text)[0]
                if "Supercalifragilisticexpialidocious".contains(nextWord) || line.text.contains("Supercal") { continue }
                #expect(font.width(of: line.text + " " + nextWord) > width)
            }
            // Nothing is lost or reordered: the lines joined again hold the same characters.
            let joined = layout.lines.map(\.text).joined().replacingOccurrences(of: " ", with: "")
            #expect(joined == paragraph.precomposedStringWithCanonicalMapping.replacingOccurrences(of: " ", with: ""))
        }
    }

    @Test func wordsBreakOnlyWhenTheyAloneAreTooWide() throws {
        let font = try font()
        let long = "Supercalifragilisticexpialidocious"
        let longWidth = font.width(of: long)
        for width in stride(from: 60.0, through: 400, by: 11) {
            let layout = TextLayout(paragraph, font: font, maxWidth: width)
            let pieces = layout.lines.flatMap { words($0.text) }
            for word in words(paragraph) where word != long {
                // Every word that fits a line comes out whole (a hyphen may end a line: none here).
                if font.width(of: word) <= width { #expect(pieces.contains(word), "\(word) broken at \(width)") }
            }
            if longWidth > width {
                // It starts a line of its own, which it fills as far as it fits.
                #expect(!pieces.contains(long))
                #expect(layout.lines.contains { long.hasPrefix($0.text) && $0.text.count > 1 })
            } else {
                #expect(pieces.contains(long))
            }
        }
    }

    @Test func aLongWordIsBrokenWhereItStopsFitting() throws {
        let font = try font()
        let word = "Pneumonoultramicroscopicsilicovolcanoconiosis"
        let width = font.width(of: word) / 3
        let layout = TextLayout(word, font: font, maxWidth: width)
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.map(\.text).joined() == word)
        for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
            #expect(line.width <= width)
            // Greedy: the next character would not have fitted.
            #expect(font.width(of: line.text + String(next.text.first!)) > width)
        }
    }

    @Test func hyphensAndSpacesAreBreakOpportunities() throws {
        let font = try font()
        let width = font.width(of: "A well-") + 0.01
        let layout = TextLayout("A well-known name", font: font, maxWidth: width)
        #expect(layout.lines.map(\.text) == ["A well-", "known", "name"])
    }

    @Test func newlinesStartLines() throws {
        let font = try font()
        let layout = TextLayout("First\n\nThird\r\nFourth", font: font)
        #expect(layout.lines.map(\.text) == ["First", "", "Third", "Fourth"])
        #expect(layout.lines[1].width == 0)
        #expect(layout.size.width == font.width(of: "Fourth"))
        #expect(TextLayout("", font: font).lines.map(\.text) == [""])
    }

    @Test func normalisedFormIsNFCWithNewlinesAndSpaces() {
        // Each branch: ASCII as it is, NFC only, replacing only, both.
        #expect(TextLayout.normalized("Book now") == "Book now")
        #expect(TextLayout.normalized("w\u{302} caf\u{E9}").unicodeScalars.map(\.value) == "\u{175} caf\u{E9}".unicodeScalars.map(\.value))
        #expect(TextLayout.normalized("a\r\nb\rc\td") == "a\nb\nc d")
        #expect(TextLayout.normalized("e\u{301}\r\n\t").unicodeScalars.map(\.value) == [0xE9, 0x0A, 0x20])
    }

    @Test func linesArePlacedByLineHeightAndSpacing() throws {
        let font = try font(size: 20)
        let scale = 20.0 / 2048
        let layout = TextLayout("One\nTwo\nThree", font: font, lineSpacing: 4)
        // hhea (fontTools): ascender 1854, descender 434, line gap 67; half the gap above the ascent.
        let lineHeight = Double(1854 + 434 + 67) * scale
        let firstBaseline = 67.0 / 2 * scale + 1854 * scale
        for (index, line) in layout.lines.enumerated() {
            #expect(abs(line.baseline - (firstBaseline + Double(index) * (lineHeight + 4))) < 1e-12)
            #expect(line.glyphs.allSatisfy { $0.position.y == line.baseline })
        }
        #expect(abs(layout.size.height - (3 * lineHeight + 2 * 4)) < 1e-12)
        #expect(TextLayout("One", font: font).size.height == font.lineHeight)
    }

    @Test func glyphsAdvanceByWidthAndKerning() throws {
        let font = try font(size: 20)
        let glyphs = TextLayout("AVA", font: font).lines[0].glyphs
        let scale = 20.0 / 2048
        // fontTools: A and V advance 1366, kern(A, V) = kern(V, A) = -152.
        #expect(glyphs.map(\.position.x) == [0, Double(1366 - 152) * scale, Double(2 * 1366 - 2 * 152) * scale])
    }

    @Test func alignmentShiftsShorterLines() throws {
        let font = try font()
        let text = "A short line\nand a much longer line below it"
        let leading = TextLayout(text, font: font, alignment: .leading)
        let center = TextLayout(text, font: font, alignment: .center)
        let trailing = TextLayout(text, font: font, alignment: .trailing)
        let full = leading.size.width
        #expect(full == font.width(of: "and a much longer line below it"))
        for index in 0..<2 {
            let width = leading.lines[index].width
            #expect(leading.lines[index].x == 0)
            #expect(center.lines[index].x == (full - width) / 2)
            #expect(trailing.lines[index].x == full - width)
            for (a, b) in zip(leading.lines[index].glyphs, trailing.lines[index].glyphs) {
                #expect(b.position.x == a.position.x + (full - width))
            }
        }
        #expect(trailing.lines[0].x > 0)
        #expect(center.size == leading.size && trailing.size == leading.size)
    }

    @Test func aLineLimitTruncatesWithAnEllipsis() throws {
        let font = try font()
        let width = 180.0
        let full = TextLayout(paragraph, font: font, maxWidth: width)
        let limited = TextLayout(paragraph, font: font, maxWidth: width, lineLimit: 3)
        #expect(full.lines.count > 3 && !full.isTruncated)
        #expect(limited.isTruncated)
        #expect(limited.lines.count == 3)
        #expect(Array(limited.lines.prefix(2)) == Array(full.lines.prefix(2)))
        let last = limited.lines[2]
        #expect(last.text.hasSuffix("…"))
        #expect(last.width <= width)
        #expect(full.lines[2].text.hasPrefix(String(last.text.dropLast()).trimmingCharacters(in: .whitespaces)))
        #expect(limited.size.height < full.size.height)

        let fits = TextLayout("Two\nlines", font: font, lineLimit: 2)
        #expect(!fits.isTruncated && fits.lines.map(\.text) == ["Two", "lines"])
        let cut = TextLayout("Two\nlines", font: font, lineLimit: 1)
        #expect(cut.isTruncated && cut.lines.map(\.text) == ["Two…"])
    }
}
