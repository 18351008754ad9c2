import Foundation
import Testing
@testable import Raster

/// Right-to-left and mixed text: the order UAX #9 gives, Arabic joined by HarfBuzz, Arabic drawn in the
/// Noto fallback face under Liberation Sans, and Latin text set exactly as before.
@Suite("Bidirectional text, shaping and font fallback")
struct BidiShapingTests {
    private let fonts: FontSet
    init() throws { fonts = try FontSet.bundled() }

    private func layout(
        _ text: String, size: Double = 20, bold: Bool = false, base: BaseWritingDirection = .natural(.leftToRight),
        maxWidth: Double? = nil, lineLimit: Int? = nil
    ) -> TextLayout {
        TextLayout(
            text, font: fonts.font(size: size, bold: bold), maxWidth: maxWidth, lineLimit: lineLimit, baseDirection: base,
            fallback: fonts.fallback)
    }

    /// The line's glyphs from left to right.
    private func leftToRight(_ line: TextLayout.Line) -> [TextLayout.PositionedGlyph] {
        line.glyphs.sorted { $0.position.x < $1.position.x }
    }

    @Test func arabicFallsBackToNotoSansArabicUnderLiberationSans() throws {
        #expect(fonts.regular.glyph(for: "س") == 0)
        let glyphs = layout("شكرا").lines[0].glyphs
        #expect(glyphs.count == 4)
        #expect(glyphs.allSatisfy { $0.font.face.postScriptName == "NotoSansArabic-Regular" && $0.glyph != 0 })
        #expect(glyphs.allSatisfy { $0.font.size == 20 })
        // Bold text falls back to the family's bold face.
        #expect(layout("سلام", bold: true).lines[0].glyphs.allSatisfy { $0.font.face.postScriptName == "NotoSansArabic-Bold" })
        #expect(!layout("سلام").hasMissingGlyphs)
        // Without a fallback the letters are Liberation's missing-glyph boxes, as before.
        let bare = TextLayout("سلام", font: fonts.font(size: 20))
        #expect(bare.hasMissingGlyphs && bare.lines[0].glyphs.allSatisfy { $0.glyph == 0 && $0.font.face == fonts.regular })
        // A mark the face lacks takes its letter with it to a face that has both: the dotted circle
        // alone is Liberation's, with an Arabic fatha on it both are Noto's.
        #expect(layout("\u{25CC}").lines[0].glyphs.map(\.font.face) == [fonts.regular])
        let marked = layout("\u{25CC}\u{064E}").lines[0].glyphs
        #expect(!marked.isEmpty && marked.allSatisfy { $0.font.face.postScriptName == "NotoSansArabic-Regular" && $0.glyph != 0 })
        // A letter no face has (Thai) stays its own face's box.
        let thai = layout("ก").lines[0].glyphs
        #expect(thai.map(\.glyph) == [0] && thai[0].font.face == fonts.regular)
    }

    @Test func arabicLettersJoinRightToLeft() throws {
        let noto = try #require(fonts.fallback.faces.first { $0.postScriptName == "NotoSansArabic-Regular" })
        // "Thank you": left to right on the page alef, reh, kaf, sheen (the word read from the right).
        let glyphs = leftToRight(layout("شكرا").lines[0])
        try #require(glyphs.count == 4)
        let isolated = ["ا", "ر", "ك", "ش"].map { noto.glyph(for: Unicode.Scalar($0)!) }
        // Sheen is initial, kaf medial, reh final; reh joins nothing after it, so alef stays isolated.
        #expect(glyphs[0].glyph == isolated[0])
        #expect(glyphs[1].glyph != isolated[1])
        #expect(glyphs[2].glyph != isolated[2])
        #expect(glyphs[3].glyph != isolated[3])
        // Each glyph starts about where the one on its left ends (the joined forms' advances, which the
        // font's GPOS may adjust by a few units), so the joins meet.
        for index in 1..<4 {
            let left = glyphs[index - 1]
            #expect(abs(left.position.x + noto.advance(of: left.glyph).double * 0.02 - glyphs[index].position.x) <= 0.5)
        }
        // The same letters set apart are isolated forms.
        let apart = leftToRight(layout("ش ك").lines[0]).filter { $0.font.face == noto }.map(\.glyph)
        #expect(apart == [noto.glyph(for: "ك"), noto.glyph(for: "ش")])
        // Lam then alef is one glyph, the lam-alef ligature: "سلام" ("peace") is three glyphs.
        let peace = leftToRight(layout("سلام").lines[0])
        #expect(peace.count == 3)
        #expect(!peace.contains { $0.glyph == noto.glyph(for: "ل") || $0.glyph == noto.glyph(for: "ا") })
    }

    @Test func hebrewRunsRightToLeft() throws {
        // Liberation Sans has Hebrew letters: they stay in it, ordered right to left.
        let glyphs = leftToRight(layout("שלום").lines[0])
        #expect(glyphs.allSatisfy { $0.font.face == fonts.regular })
        #expect(glyphs.map(\.glyph) == "שלום".unicodeScalars.reversed().map { fonts.regular.glyph(for: $0) })
        #expect(glyphs[0].position.x == 0)
    }

    @Test func hebrewPointsTakeNoRoomAndSitOnTheirLetters() throws {
        // "Shalom" with its vowel points (qamats, shin dot, holam), set in Liberation Sans, which has them.
        let pointed = layout("שָׁלוֹם"), plain = layout("שלום")
        #expect(!pointed.hasMissingGlyphs)
        #expect(pointed.lines[0].glyphs.count > plain.lines[0].glyphs.count)
        #expect(abs(pointed.size.width - plain.size.width) < 1e-9)
        let glyphs = pointed.lines[0].glyphs
        #expect(glyphs.allSatisfy { $0.position.x >= 0 && $0.position.x < pointed.size.width })
    }

    @Test func mixedTextOrdersAsTheBidiAlgorithmSays() throws {
        func order(_ base: BaseWritingDirection) -> String {
            // Each glyph as its character: the Arabic letters as "a", left to right.
            leftToRight(layout("NHS خدمة 111", base: base).lines[0]).map { glyph in
                if glyph.font.face.familyName == "Noto Sans Arabic" { return "a" }
                let scalar = "NHS 1".unicodeScalars.first { fonts.regular.glyph(for: $0) == glyph.glyph }
                return scalar.map { String($0) } ?? "?"
            }.joined()
        }
        // The first strong letter, N, makes the paragraph left to right; the number after the Arabic
        // word belongs to it (W2: an Arabic number) and the two read right to left together.
        #expect(order(.natural(.rightToLeft)) == "NHS 111 aaaa")
        #expect(order(.leftToRight) == "NHS 111 aaaa")
        // Right to left: English and the number each read left to right, from the right.
        #expect(order(.rightToLeft) == "111 aaaa NHS")
        // A paragraph starting with an Arabic letter is right to left when natural.
        #expect(layout("خدمة NHS").lines[0].glyphs.first { $0.font.face == fonts.regular && $0.glyph == fonts.regular.glyph(for: "N") }!.position.x
            < layout("خدمة NHS").lines[0].glyphs.first { $0.font.face.familyName == "Noto Sans Arabic" }!.position.x)
    }

    @Test func bracketsMirrorInRightToLeftRuns() throws {
        let glyphs = leftToRight(layout("(مرحبا)").lines[0])
        // The paragraph is right to left: its opening bracket is at the right, drawn as ")" mirrored.
        #expect(glyphs.first?.glyph == fonts.regular.glyph(for: "("))
        #expect(glyphs.last?.glyph == fonts.regular.glyph(for: ")"))
    }

    @Test func arabicWrapsAtSpacesAndTruncatesWithAnEllipsisAtItsEnd() throws {
        let text = "سلام عليكم سلام عليكم"
        let half = layout("سلام عليكم").size.width + 1
        let wrapped = layout(text, maxWidth: half)
        #expect(wrapped.lines.map(\.text) == ["سلام عليكم", "سلام عليكم"])
        #expect(wrapped.lines.allSatisfy { $0.width <= half })
        #expect(!wrapped.hasMissingGlyphs)
        // Each line on its own is right to left: its first word at the right.
        let first = leftToRight(wrapped.lines[1])
        #expect(first.last?.glyph == leftToRight(layout("سلام").lines[0]).last?.glyph)

        let cut = layout(text, maxWidth: half, lineLimit: 1)
        #expect(cut.isTruncated)
        let line = cut.lines[0]
        #expect(line.text.hasSuffix("…") && line.width <= half)
        // The ellipsis ends the right-to-left line: it is its leftmost glyph.
        let ellipsis = fonts.regular.glyph(for: "…")
        #expect(leftToRight(line).first?.glyph == ellipsis)
    }

    @Test func latinTextIsSetAsBeforeWhateverTheDirectionAndFallback() throws {
        // Each glyph's position by the old rule: advances and the kern table's pairs, in font units,
        // then scaled; "AV", "Te" and "f." kern in Liberation Sans.
        let text = "Taveta AVA office, 0123."
        let face = fonts.regular, scale = 20.0 / Double(face.unitsPerEm)
        var expected: [Double] = [], units = 0
        var previous: GlyphID?
        for scalar in text.unicodeScalars {
            let glyph = face.glyph(for: scalar)
            if let previous { units += face.kerning(previous, glyph) }
            if scalar != " " { expected.append(Double(units) * scale) }
            units += face.advance(of: glyph)
            previous = glyph
        }
        #expect(face.kerning(face.glyph(for: "A"), face.glyph(for: "V")) < 0)
        for base in [BaseWritingDirection.natural(.leftToRight), .natural(.rightToLeft), .leftToRight] {
            let glyphs = layout(text, base: base).lines[0].glyphs.filter { $0.glyph != face.glyph(for: " ") }
            #expect(glyphs.map(\.position.x) == expected)
            #expect(glyphs.allSatisfy { $0.font.face == face })
        }
    }

    @Test func visualOrderReversesEachLevelFromTheHighest() {
        #expect(Bidi.visualOrder(of: [0, 0, 0]) == [0, 1, 2])
        #expect(Bidi.visualOrder(of: [1, 1, 1]) == [2, 1, 0])
        #expect(Bidi.visualOrder(of: [0, 1, 2, 1, 0]) == [0, 3, 2, 1, 4])
        #expect(Bidi.visualOrder(of: [1, 2, 2, 1]) == [3, 1, 2, 0])
        #expect(Bidi.levels(of: Array("Hello".unicodeScalars), base: .natural(.leftToRight)) == nil)
        #expect(Bidi.levels(of: Array("Hi!".unicodeScalars), base: .rightToLeft) == [2, 2, 1])
        #expect(Bidi.levels(of: Array("123".unicodeScalars), base: .natural(.rightToLeft)) == [2, 2, 2])
    }
}

private extension Int {
    var double: Double { Double(self) }
}
