import Raster
import Testing
@testable import SnapUI

/// A text style's lines are its Dynamic Type leading apart, as iOS sets them: a single line is SF
/// Pro's ascender plus descender (1.193 em), each further line adds the style's baseline-to-baseline
/// distance from Apple's tables, and two texts stacked with the default spacing are as far apart as
/// two lines of the lower one. Heights are rounded up to a device pixel, as iOS sizes text.
@Suite struct TextStyleLeadingTests {
    private func height<V: View>(_ view: V, size: DynamicTypeSize = .large, scale: Int = 2) throws -> Double {
        try #require(frames(renderForTest(view.layoutRole("t"), size: size, scale: scale), "t").first).height
    }

    @Test func wrappedLinesAreTheStylesLeadingApart() throws {
        // Body at .medium: a 19.09 line, then 21 a line (iOS: 21.05, Fidelity.md row 36); at 3x
        // 61.09 rounds up to 61.33.
        #expect(try height(Text("One\nTwo\nThree").font(.body), size: .medium, scale: 3) == 61 + 1.0 / 3)
        // Body at .large: 20.29 + 22 = 42.29, 42.5 at 2x.
        #expect(try height(Text("One\nTwo").font(.body)) == 42.5)
        // Caption at .large: 14.32 + 16 = 30.32, 30.5 at 2x (iOS: Fidelity.md rows 81 and 82).
        #expect(try height(Text("One\nTwo").font(.caption)) == 30.5)
        // Large title at accessibility5 (60 on 70): 71.61 + 70 = 141.61, 142 at 2x. At the largest
        // sizes the table sets lines closer than SF Pro's line is tall.
        #expect(try height(Text("One\nTwo").font(.largeTitle), size: .accessibility5) == 142)
    }

    @Test func aSingleLineHasNoLeading() throws {
        #expect(try height(Text("One").font(.body)) == 20.5)
        #expect(try height(Text("One").font(.caption2)) == 13.5)
    }

    @Test func fixedAndRelativeSizesHaveNone() throws {
        // As UIFont.systemFont(ofSize:): two lines of 20.29.
        #expect(try height(Text("One\nTwo").font(.system(size: 17))) == 41)
        #expect(try height(Text("One\nTwo").font(.custom(size: 17, relativeTo: .body))) == 41)
    }

    @Test func tightAndLooseLeadingAreTwoPointsLessAndMore() throws {
        #expect(try height(Text("One\nTwo").font(.body.leading(.tight))) == 40.5)
        #expect(try height(Text("One\nTwo").font(.body.leading(.loose))) == 44.5)
        #expect(try height(Text("One\nTwo").font(.body.leading(.standard))) == 42.5)
        // A fixed size has no leading to adjust.
        #expect(try height(Text("One\nTwo").font(.system(size: 17).leading(.loose))) == 41)
    }

    @Test func lineSpacingAddsToTheLeading() throws {
        #expect(try height(Text("One\nTwo").font(.body).lineSpacing(4)) == 46.5)
    }

    @Test func reservedLinesKeepTheLeading() throws {
        // Three lines' room: 20.29 + 2 x 22.
        #expect(try height(Text("One").font(.body).lineLimit(3, reservesSpace: true)) == 64.5)
    }

    @Test func twoStackedTextsAreTheLowerOnesLeadingApart() throws {
        // Body at .medium, 3x: 21 - 19.09 = 1.91, rounded up to 2 (iOS: 21.33 baseline to baseline,
        // Fidelity.md row 40).
        let medium = try renderForTest(VStack(alignment: .leading) {
            Text("Medicine details").layoutRole("a")
            Text("Ordered last March").layoutRole("b")
        }, size: .medium, scale: 3)
        let a = try #require(frames(medium, "a").first), b = try #require(frames(medium, "b").first)
        #expect(abs(b.minY - a.maxY - 2) < 1e-9)
        // A caption under a headline at .large, 2x: caption's 16 - 14.32 = 1.68, 2 at 2x.
        let mixed = try renderForTest(VStack(alignment: .leading) {
            Text("Title").font(.headline).layoutRole("a")
            Text("Detail").font(.caption).layoutRole("b")
        })
        let c = try #require(frames(mixed, "a").first), d = try #require(frames(mixed, "b").first)
        #expect(abs(d.minY - c.maxY - 2) < 1e-9)
    }

    @Test func theFacesOwnMetricsHaveNoLeading() throws {
        // Under `.face` (a design system's own font) lines keep the face's own height, one after
        // another: no 1.71 points of body's leading between them (within the pixel frames snap to).
        let one = try height(Text("One").font(.body).environment(\.systemFontLineMetrics, .face))
        let two = try height(Text("One\nTwo").font(.body).environment(\.systemFontLineMetrics, .face))
        #expect(abs(two - 2 * one) <= 0.5)
    }

    @Test func theTableIsApplesAtEverySize() {
        // Spot checks against the Human Interface Guidelines' Dynamic Type tables.
        #expect(TextStyle.body.baselineToBaseline(at: .large) == 22)
        #expect(TextStyle.subheadline.baselineToBaseline(at: .medium) == 19)
        #expect(TextStyle.footnote.baselineToBaseline(at: .xxxLarge) == 24)
        #expect(TextStyle.caption2.baselineToBaseline(at: .accessibility3) == 35)
        #expect(TextStyle.title.baselineToBaseline(at: .xSmall) == 31)
        // Every style's lines are no closer at a larger size.
        for style in TextStyle.allCases {
            let pitches = DynamicTypeSize.allCases.map { style.baselineToBaseline(at: $0) }
            #expect(zip(pitches, pitches.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }
}
