import Raster
import Testing
@testable import SnapUI

/// A guide of the tests' own: the centre of whatever sets it, else the centre.
private enum IconCentre: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let iconCentre = VerticalAlignment(IconCentre.self)
}

/// Alignment guides as SwiftUI's: stacks line their children's guides up, texts set their
/// baselines, `.alignmentGuide` sets a guide, and a guide of one's own is an `AlignmentID`.
@Suite struct AlignmentGuideTests {
    /// A one-line text's baseline below its top: half Liberation Sans' leading and its ascent,
    /// (33.5 + 1854) / 2048 of the font's size.
    private func baseline(_ size: Double) -> Double { (33.5 + 1854) / 2048 * size }

    /// Text is set in the face's own metrics (`SystemFontLineMetrics.face`), whose figures these are: the rules pinned here are the metrics' arithmetic, whichever face's they are.
    private func renderForTest<V: View>(_ view: V, width: Double = 390, size: DynamicTypeSize = .large, scale: Int = 2) throws -> Rendering {
        try SnapUITests.renderForTest(view.environment(\.systemFontLineMetrics, .face), width: width, size: size, scale: scale)
    }

    @Test func guidesAreEqualByTheirKind() {
        #expect(HorizontalAlignment.leading == HorizontalAlignment.leading)
        #expect(HorizontalAlignment.leading != HorizontalAlignment.trailing)
        #expect(VerticalAlignment.iconCentre != VerticalAlignment.center)
        #expect(Set([Alignment.top, .top, .leadingFirstTextBaseline, .leading]).count == 3)
    }

    @Test func firstTextBaselinesLineUpAcrossFonts() throws {
        let rendering = try renderForTest(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).layoutRole("big")
            Text("small").font(.caption).layoutRole("small")
        })
        let big = try #require(frames(rendering, "big").first)
        let small = try #require(frames(rendering, "small").first)
        #expect(abs((big.minY + baseline(34)) - (small.minY + baseline(12))) < 1e-9)
        #expect(big.minY == 0)
        // Centred, they would not.
        let centred = try renderForTest(HStack {
            Text("Big").font(.largeTitle).layoutRole("big")
            Text("small").font(.caption).layoutRole("small")
        })
        #expect(abs((frames(centred, "big")[0].minY + baseline(34)) - (frames(centred, "small")[0].minY + baseline(12))) > 5)
    }

    @Test func lastTextBaselineIsTheLastLines() throws {
        let rendering = try renderForTest(HStack(alignment: .lastTextBaseline) {
            Text("Two\nlines").layoutRole("two")
            Text("One").font(.title).layoutRole("one")
        })
        let two = try #require(frames(rendering, "two").first)
        let one = try #require(frames(rendering, "one").first)
        let lineHeight = (1854.0 + 434 + 67) / 2048 * 17
        #expect(abs((two.minY + lineHeight + baseline(17)) - (one.minY + baseline(28))) < 1e-9)
    }

    @Test func aStackTakesItsFirstBaselineFromItsTopText() throws {
        let rendering = try renderForTest(HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading) {
                Text("Title").font(.title).layoutRole("title")
                Text("Body text under it")
            }
            Text("Beside").font(.footnote).layoutRole("beside")
        })
        let title = try #require(frames(rendering, "title").first)
        let beside = try #require(frames(rendering, "beside").first)
        #expect(abs((title.minY + baseline(28)) - (beside.minY + baseline(13))) < 1e-9)
    }

    @Test func anAlignmentGuideMovesTheViewOnItsStacksLine() throws {
        let rendering = try renderForTest(VStack(alignment: .leading) {
            Text("Label").layoutRole("label")
            Text("Indented").alignmentGuide(.leading) { _ in -20 }.layoutRole("indented")
            Text("Hanging").alignmentGuide(.leading) { d in d[.trailing] }.layoutRole("hanging")
        })
        let label = try #require(frames(rendering, "label").first)
        let indented = try #require(frames(rendering, "indented").first)
        let hanging = try #require(frames(rendering, "hanging").first)
        #expect(abs(indented.minX - label.minX - 20) < 1e-9)
        #expect(abs(hanging.maxX - label.minX) < 1e-9)
    }

    @Test func aGuideOfOnesOwnLinesUpAcrossStacks() throws {
        let rendering = try renderForTest(HStack(alignment: .iconCentre) {
            Color.red.frame(width: 10, height: 10).layoutRole("dot")
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 50, height: 40)
                Color.green.frame(width: 20, height: 20)
                    .alignmentGuide(.iconCentre) { d in d[VerticalAlignment.center] }
                    .layoutRole("icon")
                Color.blue.frame(width: 50, height: 40)
            }
        })
        let dot = try #require(frames(rendering, "dot").first)
        let icon = try #require(frames(rendering, "icon").first)
        #expect(dot.midY == icon.midY)
        #expect(icon.minY == 40)
    }

    @Test func framesAndOverlaysAlignByTheChildsGuides() throws {
        let framed = try renderForTest(
            Color.red.frame(width: 10, height: 10).layoutRole("dot")
                .alignmentGuide(.leading) { _ in 5 }
                .frame(width: 100, height: 20, alignment: .leading).layoutRole("box").fixedSize())
        #expect(frames(framed, "dot")[0].minX - frames(framed, "box")[0].minX == -5)
        let overlaid = try renderForTest(
            Color.blue.frame(width: 100, height: 100).layoutRole("base")
                .overlay(alignment: .topTrailing) {
                    Color.red.frame(width: 10, height: 10).layoutRole("badge")
                        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                        .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                }.fixedSize())
        let base = try #require(frames(overlaid, "base").first)
        let badge = try #require(frames(overlaid, "badge").first)
        // Centred on the top-trailing corner, as a badge is.
        #expect(badge.midX == base.maxX)
        #expect(badge.midY == base.minY)
    }

    @Test func aZStackLinesUpItsChildrensGuides() throws {
        let rendering = try renderForTest(HStack {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 100).layoutRole("big")
                Color.blue.frame(width: 10, height: 10)
                    .alignmentGuide(.leading) { _ in -5 }
                    .alignmentGuide(.top) { d in d.height - 20 }
                    .layoutRole("small")
            }
            Spacer()
        })
        let big = try #require(frames(rendering, "big").first)
        let small = try #require(frames(rendering, "small").first)
        #expect(small.minX - big.minX == 5)
        #expect(small.minY - big.minY == 10)
    }
}
