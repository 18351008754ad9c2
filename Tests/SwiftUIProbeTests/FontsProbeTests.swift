import Raster
import SwiftUI
import Testing

/// Custom fonts found by PostScript or family name among the bundled fonts, scaling with Dynamic
/// Type as UIFontMetrics scales them, and the error for a name no font has.
@Suite struct FontsProbeTests {
    /// The frames of the texts `view` lays out in a leading-aligned stack (so each is as wide as it
    /// needs), in reading order.
    private func textFrames(_ view: some View, dynamicTypeSize: DynamicTypeSize = .large) throws -> [Rect] {
        try probe(VStack(alignment: .leading) { view }, width: 300, dynamicTypeSize: dynamicTypeSize)
            .elements(withRole: "text").map(\.frame)
    }

    @Test func aFamilyNameDrawsInThatFamilysFace() throws {
        let frames = try textFrames(BrandFontCardProbe())
        // Liberation Mono: every character advances 1229 units of its 2048 an em, so 14 of them at
        // 17 points are 142.8 wide; Liberation Sans, the default, sets the same line narrower.
        #expect(abs(frames[1].width - 14 * 1229 / 2048 * 17) < 0.01)
        let sans = try textFrames(Text("Ref 0123456789").font(.system(size: 17)))[0]
        #expect(sans.width < frames[1].width - 10)
    }

    @Test func aPostScriptNameDrawsInThatFace() throws {
        let heading = try textFrames(BrandFontCardProbe())[0]
        let bold = try textFrames(Text("Repeat prescription").font(.system(size: 17, weight: .bold)))[0]
        let regular = try textFrames(Text("Repeat prescription").font(.system(size: 17)))[0]
        // The same face's widths; the system font's lines are SF Pro's height, a custom face's its own.
        #expect(heading.width == bold.width)
        #expect(heading.width > regular.width)
    }

    @Test func aWeightPicksTheFamilysNearestFace() throws {
        // Semibold (600) is nearer Liberation Sans Bold (700) than its Regular (400).
        let note = try textFrames(BrandFontCardProbe())[2]
        let bold = try textFrames(Text("Collect from your pharmacy").font(.system(size: 15, weight: .bold)))[0]
        let regular = try textFrames(Text("Collect from your pharmacy").font(.system(size: 15)))[0]
        #expect(note.size == bold.size && note.width > regular.width)
    }

    @Test func relativeToScalesWithItsTextStyleAndFixedSizeDoesNot() throws {
        // iOS's ramp: title 3 is 17, 20 and 26 points at xSmall, large and xxxLarge; body 14, 17 and 23.
        func heading(_ size: CGFloat) throws -> Size {
            try textFrames(Text("Your GP surgery").font(.system(size: size)))[0].size
        }
        func line(_ size: CGFloat) throws -> Size {
            try textFrames(Text("Open until 6pm").font(.system(size: size)))[0].size
        }
        let badge = try textFrames(Text("NEW").font(.system(size: 11, weight: .bold)))[0].size
        let (heading17, heading20, heading26) = (try heading(17), try heading(20), try heading(26))
        let (line14, line17, line23) = (try line(14), try line(17), try line(23))
        let large = try textFrames(ScaledBrandFontProbe())
        // Widths: the system font's lines are SF Pro's height, a custom face's its own.
        #expect(large[0].width == heading20.width && large[1].width == line17.width && large[2].width == badge.width)
        let larger = try textFrames(ScaledBrandFontProbe(), dynamicTypeSize: .xxxLarge)
        #expect(larger[0].width == heading26.width && larger[1].width == line23.width && larger[2].width == badge.width)
        let smaller = try textFrames(ScaledBrandFontProbe(), dynamicTypeSize: .xSmall)
        #expect(smaller[0].width == heading17.width && smaller[1].width == line14.width && smaller[2].width == badge.width)
    }

    @Test func aNameNoFontHasFailsTheRenderNamingItAndTheNearest() throws {
        let error = try #require(throws: RenderError.self) { try probe(MissingBrandFontProbe()) }
        #expect(error.problems.count == 1)
        let problem = try #require(error.problems.first)
        #expect(problem.contains("'Frutiger-Roman'"))
        #expect(problem.contains("nearest: 'LiberationSans'"))
    }

    @Test func uiFontByNameFindsTheFaceOrIsNil() throws {
        let rendering = try probe(NamedUIFontProbe(), width: 300)
        #expect(rendering.texts == ["0123456789", "LiberationMono", "no Frutiger"])
        let digits = try #require(rendering.elements(withRole: "text").first)
        #expect(abs(digits.frame.width - 10 * 1229 / 2048 * 15) < 0.01)
    }
}
