import Foundation
import Raster
import SwiftUI
import Testing

@Suite struct TextProbeTests {
    /// The only text a view lays out, at its own width (not stretched to the screen's, as a text
    /// alone at the root is).
    private func measuredText<V: View>(_ view: V) throws -> LayoutElement {
        try #require(probe(HStack(spacing: 0) { view; Spacer(minLength: 0) }).elements(withRole: "text").first)
    }

    /// The width of the only text a view lays out.
    private func textWidth<V: View>(_ view: V) throws -> Double {
        try measuredText(view).frame.width
    }

    @Test func anInterpolatedSymbolAdvancesTheLineByItsFrame() throws {
        let rendering = try probe(InlineSymbolTextProbe())
        let text = try measuredText(InlineSymbolTextProbe())
        #expect(rendering.texts == ["Due clock today"])
        // The symbol advances the line by the frame a standalone Image takes, its glyph's bounds: the
        // clock is a circle, 99.61% of body's 17 points across, as iOS draws it (Fidelity.md row 69:
        // 17 points of ink). Text frames are rounded up to a device pixel.
        let withoutSymbol = try measuredText(Text("Due  today"))
        #expect(abs(text.frame.width - withoutSymbol.frame.width - 17 * 0.9961) <= 0.5)
        // The line keeps the height the text's font gives it.
        #expect(text.frame.height == withoutSymbol.frame.height)
    }

    @Test func anInlineSymbolSitsOnTheBaselineCentredOnTheCapHeight() throws {
        // A capital H, then the clock: the H's ink spans the cap height down to the baseline.
        let image = try probe(Text("H\(Image(systemName: "clock"))").font(.system(size: 40)), width: 200).image
        let letter = try #require(image.box(columns: 0..<29) { $0.isInk })
        let symbol = try #require(image.box(columns: (letter.maxX + 3)..<200) { $0.isInk })
        // Centred on the cap height (SF Symbols' alignment with text), to a pixel.
        #expect(abs(symbol.midY - letter.midY) <= 1)
        // So it reaches below the baseline: the clock is a circle 99.61% of the 40 points across
        // (SwiftUI's circle at medium scale), its centre at half the cap height, so it reaches about
        // (39.8 - 28.6) / 2 = 5.6 points below (cap height 0.716 em here; SF Pro's 0.705 gives 5.8).
        // (Pixel boxes at 1x: each edge's anti-aliased pixel counts, so within a pixel and a half.)
        #expect(abs(Double(symbol.maxY - letter.maxY) - 5.6) <= 1.5)
        #expect(abs(Double(symbol.height) - 40 * 0.9961) <= 1.5)
    }

    @Test func anImageJoinsTextWithPlus() throws {
        let rendering = try probe(RatingConcatenationProbe())
        #expect(rendering.texts == ["star.fill 4.8"])
        let rest = try textWidth(Text(" 4.8").bold())
        // The star advances the line by the frame a standalone star takes beside body text (its
        // glyph's bounds); text frames are rounded up to a device pixel.
        let star = try #require(probe(HStack { Image(systemName: "star.fill"); Spacer() }).elements(withRole: "icon").first)
        #expect(abs(try textWidth(RatingConcatenationProbe()) - rest - star.frame.width) <= 0.5)
        // The star is filled in the text's colour, black: solid ink in the square's middle.
        #expect(rendering.image[11, 11].r < 60)
    }

    @Test func aJoinedTextColoursOnlyItsRedPart() throws {
        let image = try probe(HighlightedConcatenationProbe()).image
        let start = Int(try textWidth(Text("Bring")))
        #expect(image.box(columns: 0..<start) { $0.isReddish } == nil)
        #expect(image.count { $0.isReddish } > 40)
    }

    @Test func markdownMakesTheSameRunsAsATextLiteral() throws {
        let notice = try probe(MarkdownNoticeProbe())
        #expect(notice.texts == ["Take two tablets with water"])
        let literal = try probe(Text("Take **two tablets** with *water*"))
        #expect(notice.image == literal.image)
        #expect(try textWidth(MarkdownNoticeProbe()) > textWidth(Text(verbatim: "Take two tablets with water")))
        let parsed = try AttributedString(markdown: "~~old~~ `code` [link](https://www.nhs.uk)")
        let intents = parsed.runs.map { $0.inlinePresentationIntent ?? [] }
        #expect(intents.contains(.strikethrough) && intents.contains(.code))
        #expect(parsed.runs.compactMap(\.link) == [URL(string: "https://www.nhs.uk")!])
        #expect(String(parsed.characters) == "old code link")
    }

    @Test func anAttributeContainerColoursTheWholeText() throws {
        let image = try probe(AttributeContainerStyleProbe()).image
        let red = try #require(image.box { $0.isReddish })
        let ink = try #require(image.box { $0.isInk })
        // Red from the first letter to the last (antialiased edges aside), and nothing dark.
        #expect(abs(red.minX - ink.minX) <= 1 && abs(red.maxX - ink.maxX) <= 1)
        #expect(image.count { $0.r < 100 } == 0)
    }

    @Test func aRedRangeDrawsRedOnlyThere() throws {
        let image = try probe(AttributedRangeColorProbe()).image
        let start = Int(try textWidth(Text("Your result is")))
        #expect(image.box(columns: 0..<start) { $0.isReddish } == nil)
        let red = try #require(image.box { $0.isReddish })
        #expect(red.minX > start && red.width > 25)
    }

    @Test func aBackgroundColourFillsTheRangeOverTheLineHeight() throws {
        let rendering = try probe(AttributedHighlightProbe())
        let image = rendering.image
        let start = try textWidth(Text("Flu x")) - textWidth(Text("x"))
        let end = try textWidth(Text("Flu vaccine"))
        let yellow = try #require(image.box { $0.isYellowish })
        #expect(abs(Double(yellow.minX) - start) <= 1 && abs(Double(yellow.maxX + 1) - end) <= 1, "\(yellow) \(start) \(end)")
        // The line's height; the text's frame is that rounded up to a pixel, as iOS sizes text.
        #expect(yellow.minY == 0 && image.height - (yellow.maxY + 1) <= 1)
    }

    @Test func underlinesAndStrikethroughsDrawOverTheirRanges() throws {
        let decorated = try probe(AttributedDecorationsProbe()).image
        let plain = try probe(Text(verbatim: "£9.90 £9.65")).image
        let split = Int(try textWidth(Text(verbatim: "£9.90")))
        // A line across each range: rows where the range's columns are inked from end to end.
        func fullRows(_ image: Bitmap, _ columns: Range<Int>) -> [Int] {
            (0..<image.height).filter { y in columns.allSatisfy { image[$0, y].isInk } }
        }
        #expect(fullRows(plain, 2..<(split - 2)).isEmpty)
        let strike = fullRows(decorated, 2..<(split - 2))
        let total = Int(try textWidth(AttributedDecorationsProbe()))
        try #require(total > split + 12)
        let underline = fullRows(decorated, (split + 8)..<(total - 2))
        #expect(!strike.isEmpty && strike.allSatisfy { $0 > 4 && $0 < 14 })
        #expect(!underline.isEmpty && underline.allSatisfy { $0 >= 15 })
    }

    @Test func kernWidensEveryCharacter() throws {
        #expect(abs(try textWidth(AttributedKernProbe()) - textWidth(Text(verbatim: "NHS")) - 3 * 2) < 0.001)
    }

    @Test func aFontOnARangeSetsItLargerAndTheLineTaller() throws {
        let dose = try measuredText(AttributedFontRangeProbe())
        let title = try measuredText(Text(verbatim: "5 mg").font(.title.bold()))
        let body = try measuredText(Text(verbatim: "Dose"))
        let bodyWithSpace = try textWidth(Text(verbatim: "Dose x")) - textWidth(Text(verbatim: "x"))
        // The line is as tall as the title font makes it, and the amount as wide as it is in the title font.
        #expect(abs(dose.frame.height - title.frame.height) < 0.001)
        #expect(abs(dose.frame.width - bodyWithSpace - title.frame.width) < 0.001)
        #expect(body.frame.height < title.frame.height)
    }

    @Test func aMarkdownLinkDrawsInTheTint() throws {
        let rendering = try probe(MarkdownLinkAttributedProbe())
        #expect(rendering.texts == ["Visit the NHS website"])
        let start = Int(try textWidth(Text("Visit the")))
        let blue = try #require(rendering.image.box { $0.isBluish })
        #expect(blue.minX > start)
        #expect(rendering.image.box(columns: 0..<start) { $0.isBluish } == nil)
    }

    @Test func privateTextIsRedactedOnlyForPrivacy() throws {
        let atRest = try probe(PrivacySensitiveNumberProbe())
        let redacted = try probe(PrivacySensitiveNumberProbe().redacted(reason: .privacy))
        let plain = try probe(VStack(alignment: .leading, spacing: 0) { Text("Amara Okafor"); Text("485 777 3456") })
        #expect(atRest.image == plain.image)
        let lines = atRest.elements(withRole: "text")
        try #require(lines.count == 2)
        let split = Int(lines[1].frame.minY)
        // The name draws as it is; the number becomes a faint bar (no dark ink left).
        for y in 0..<split { for x in 0..<200 { #expect(redacted.image[x, y] == atRest.image[x, y]) } }
        #expect(redacted.image.box { $0.r < 128 }.map { $0.maxY < split } == true)
        #expect(redacted.image.box { $0.isInk }.map { $0.maxY > split } == true)
        // Redacted as placeholders, it goes too.
        let placeholder = try probe(PrivacySensitiveNumberProbe().redacted(reason: .placeholder))
        #expect(placeholder.image.count { $0.r < 128 } == 0)
    }

    @Test func namesAreWrittenInEachStyle() throws {
        #expect(try probe(PatientNameFormatProbe()).texts == ["Dr Amara Ngozi Okafor", "Hello, Amara", "Amara Okafor", "AO"])
        var name = PersonNameComponents()
        name.givenName = "Hiroshi"
        name.familyName = "Tanaka"
        #expect(name.formatted(.name(style: .medium).locale(Locale(identifier: "ja_JP"))) == "TanakaHiroshi")
    }

    @Test func aVariableValueDrawsTheWholeSymbol() throws {
        let variable = try probe(SignalStrengthSymbolProbe())
        #expect(variable.image == (try probe(Image(systemName: "wifi"))).image)
        #expect(variable.elements(withRole: "icon").map { $0.string("symbol") } == ["wifi"])
        #expect(variable.image.count { $0.r < 128 } > 20)
    }

    @Test func symbolEffectsAtRestDrawTheSymbolsUnchanged() throws {
        let effects = try probe(BouncingBellProbe())
        let plain = try probe(HStack { Image(systemName: "bell"); Image(systemName: "bell"); Image(systemName: "wifi") })
        #expect(effects.image == plain.image)
        #expect(effects.elements(withRole: "icon").count == 3)
    }

    @Test func anActiveDisappearEffectHidesTheSymbolInItsPlace() throws {
        let muted = try probe(MutedSpeakerProbe(), width: 30)
        #expect(muted.size.height == 30)
        #expect(muted.image.count { $0.isInk } == 0)
        #expect(try probe(Image(systemName: "bell").frame(width: 30, height: 30), width: 30).image.count { $0.isInk } > 0)
    }

    @Test func aReplaceTransitionShowsTheCurrentSymbol() throws {
        let rendering = try probe(PlayPauseTransitionProbe())
        #expect(rendering.elements(withRole: "icon").map { $0.string("symbol") } == ["play.fill", "heart"])
    }

    @Test func aHierarchicalSymbolDrawsInItsForegroundStyle() throws {
        let image = try probe(HierarchicalSymbolProbe()).image
        #expect(image.count { $0.isReddish } > 20)
        #expect(image.count { $0.isInk && !$0.isReddish && $0.r < 128 } == 0)
    }

    @Test func theFillVariantFillsTheSymbol() throws {
        let filled = try probe(FilledSymbolVariantProbe()).image.count { $0.r < 128 }
        let outline = try probe(Image(systemName: "heart")).image.count { $0.r < 128 }
        #expect(filled > outline * 3 / 2)
    }

    @Test func textCaseCapitalisesTheHeader() throws {
        #expect(try probe(UppercaseHeaderProbe()).texts == ["UPCOMING APPOINTMENTS"])
    }

    @Test func monospacedDigitsAreOneWidth() throws {
        let lines = try probe(HStack { CountdownDigitsProbe(); Spacer() }).elements(withRole: "text")
        try #require(lines.count == 2)
        #expect(lines[0].frame.width == lines[1].frame.width)
        // Without it, "11" kerns closer in the bundled face.
        #expect(try textWidth(Text("1111")) <= lines[0].frame.width)
    }

    @Test func aDynamicTypeRangeClampsTheTextSize() throws {
        func heights(at size: DynamicTypeSize) throws -> [Double] {
            try probe(LimitedDynamicTypeProbe(), dynamicTypeSize: size).elements(withRole: "text").map(\.frame.height)
        }
        let xxxLarge = try measuredText(Text("Messages").dynamicTypeSize(.xxxLarge)).frame.height
        let large = try measuredText(Text("Messages")).frame.height
        #expect(try heights(at: .accessibility5)[0] == xxxLarge)
        #expect(try heights(at: .xSmall)[1] == large)
        #expect(try heights(at: .large) == [large, large])
    }
}
