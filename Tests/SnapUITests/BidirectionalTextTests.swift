import Raster
import Testing
@testable import SnapUI

/// Text in both directions in SnapUI: each paragraph in its natural direction (its first strong letter's,
/// else the layout direction's), Arabic in the font set's fallback face.
@Suite struct BidirectionalTextTests {
    /// The laid-out glyphs of `node`'s first line, left to right.
    private func glyphs(_ node: TextNode) throws -> [TextLayout.PositionedGlyph] {
        let layout = try #require(node.layout)
        return layout.lines[0].glyphs.sorted { $0.position.x < $1.position.x }
    }

    @Test func arabicFirstTextReadsRightToLeftOnALeftToRightScreen() throws {
        let placed = try glyphs(try textNode(Text(verbatim: "شكرا NHS")))
        let arabic = placed.filter { $0.font.face.familyName == "Noto Sans Arabic" }
        #expect(arabic.count == 4)
        let n = try #require(placed.first { $0.font.face == bundledFonts.regular && $0.glyph == bundledFonts.regular.glyph(for: "N") })
        // The paragraph is right to left: the English word, at its end, is at the left.
        #expect(arabic.allSatisfy { $0.position.x > n.position.x })
        #expect(placed.first?.glyph == n.glyph)
    }

    @Test func englishTextInARightToLeftLayoutKeepsItsOrder() throws {
        let node = try textNode(Text(verbatim: "Hello!")) { $0.layoutDirection = .rightToLeft }
        let placed = try glyphs(node)
        #expect(placed.map(\.glyph) == "Hello!".unicodeScalars.map { bundledFonts.regular.glyph(for: $0) })
    }

    @Test func textWithoutLettersTakesTheLayoutDirection() throws {
        let digits = { (scalars: String) in scalars.unicodeScalars.map { bundledFonts.regular.glyph(for: $0) } }
        let leftToRight = try glyphs(try textNode(Text(verbatim: "1, 2"))).map(\.glyph)
        let rightToLeft = try glyphs(try textNode(Text(verbatim: "1, 2")) { $0.layoutDirection = .rightToLeft }).map(\.glyph)
        #expect(leftToRight == digits("1, 2"))
        // Right to left the numbers read from the right; the comma stays after the 1.
        #expect(rightToLeft == digits("2 ,1"))
    }

    @Test func joinedTextOrdersItsRunsByDirection() throws {
        let view = (Text(verbatim: "شكرا").foregroundColor(.red) + Text(verbatim: " NHS").foregroundColor(.blue))
            .fixedSize().padding(10)
        let rendering = try renderForTest(view, width: 200, scale: 2)
        try writeForLooking(rendering, "bidi-joined-text")
        var red: [Int] = [], blue: [Int] = []
        for y in 0..<rendering.image.height {
            for x in 0..<rendering.image.width {
                let pixel = rendering.image[x, y]
                if pixel.r > 200, pixel.g < 80, pixel.b < 80 { red.append(x) }
                if pixel.b > 200, pixel.r < 80, pixel.g < 160 { blue.append(x) }
            }
        }
        // The Arabic word (red) starts the right-to-left paragraph: it is right of "NHS" (blue).
        try #require(red.count > 50 && blue.count > 50)
        #expect(red.min()! > blue.max()!)
    }
}
