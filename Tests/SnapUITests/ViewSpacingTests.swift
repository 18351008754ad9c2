import Raster
import Testing
@testable import SnapUI

/// The gaps a stack leaves when it has no spacing of its own, as SwiftUI chooses them: 8 points
/// between views that ask for nothing, none beside a spacer, text to text as the lines of one
/// paragraph, text to another view from the font's metrics, and an explicit spacing over all.
@Suite struct ViewSpacingTests {
    /// Body text at the large size is Liberation Sans at 17 points: ascent 15.390, descent 3.603,
    /// leading 0.556 and cap height 11.696 points; a tenth of its 18.992-point line, rounded up to
    /// a pixel at 2x, is 2.
    let bodyLineSpacing = 18.992 + 2

    /// Text is set in the face's own metrics (`SystemFontLineMetrics.face`), whose figures these are: the rules pinned here are the metrics' arithmetic, whichever face's they are.
    private func renderForTest<V: View>(_ view: V, width: Double = 390, size: DynamicTypeSize = .large, scale: Int = 2) throws -> Rendering {
        try SnapUITests.renderForTest(view.environment(\.systemFontLineMetrics, .face), width: width, size: size, scale: scale)
    }

    private func gap(_ rendering: Rendering, _ first: String, _ second: String, axis: Axis = .vertical) throws -> Double {
        let a = try #require(frames(rendering, first).first)
        let b = try #require(frames(rendering, second).first)
        return axis == .vertical ? b.minY - a.maxY : b.minX - a.maxX
    }

    @Test func viewsThatAskForNothingAreEightPointsApart() throws {
        let column = try renderForTest(VStack {
            Color.red.frame(width: 10, height: 10).layoutRole("a")
            Color.blue.frame(width: 10, height: 10).layoutRole("b")
        })
        #expect(try gap(column, "a", "b") == 8)
        let row = try renderForTest(HStack {
            Text("One").layoutRole("a")
            Text("Two").layoutRole("b")
        })
        #expect(try gap(row, "a", "b", axis: .horizontal) == 8)
    }

    @Test func textToTextSitsAsTheLinesOfOneParagraph() throws {
        let stacked = try renderForTest(VStack(alignment: .leading) {
            Text("First line").layoutRole("a")
            Text("Second line").layoutRole("b")
        }.layoutRole("stack"))
        #expect(try gap(stacked, "a", "b") == 0)
        let paragraph = try renderForTest(Text("First line\nSecond line").layoutRole("p"))
        #expect(frames(stacked, "stack")[0].height == frames(paragraph, "p")[0].height)
    }

    @Test func twoBodyTextsAreOneLineOfTheFontApart() throws {
        // Not a line and the default 8: the second text's top is the font's whole line (ascent,
        // descent and leading, 19.548 points) below the first's, so its baseline is too.
        let rendering = try renderForTest(VStack(alignment: .leading) {
            Text("A").layoutRole("a")
            Text("B").layoutRole("b")
        })
        let a = try #require(frames(rendering, "a").first), b = try #require(frames(rendering, "b").first)
        #expect(abs(b.minY - a.minY - (15.390 + 3.603 + 0.556)) < 0.01)
    }

    @Test func anExplicitSpacingBetweenTextsWins() throws {
        for spacing in [0.0, 12] {
            let rendering = try renderForTest(VStack(spacing: spacing) {
                Text("One").layoutRole("a")
                Text("Two").layoutRole("b")
            })
            #expect(try gap(rendering, "a", "b") == spacing)
        }
    }

    @Test func textToTextInDifferentFontsIsStillNone() throws {
        let rendering = try renderForTest(VStack(alignment: .leading) {
            Text("Title").font(.title).layoutRole("a")
            Text("Caption").font(.caption).layoutRole("b")
        })
        #expect(try gap(rendering, "a", "b") == 0)
    }

    @Test func aViewBelowTextIsALineFromTheCaps() throws {
        let rendering = try renderForTest(VStack {
            Text("Above").layoutRole("a")
            Color.red.frame(width: 10, height: 10).layoutRole("b")
        })
        // max(line spacing - cap height, text spacing + descent + half the leading)
        #expect(abs(try gap(rendering, "a", "b") - (bodyLineSpacing - 11.696)) < 0.01)
    }

    @Test func aViewAboveTextIsATenthOfALineFromTheDescenders() throws {
        let rendering = try renderForTest(VStack {
            Color.red.frame(width: 10, height: 10).layoutRole("a")
            Text("Below").layoutRole("b")
        })
        // line spacing - (ascent + half the leading)
        #expect(abs(try gap(rendering, "a", "b") - (bodyLineSpacing - 15.390 - 0.278)) < 0.01)
    }

    @Test func theTenthOfALineIsRoundedUpToAPixel() throws {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).layoutRole("a")
            Text("Below").layoutRole("b")
        }
        // A tenth of the line is 1.899 points: 2 at 1x and at 4x (8 pixels), 1.9 at 10x (19 pixels).
        let atOne = try gap(renderForTest(view, scale: 1), "a", "b")
        let atFour = try gap(renderForTest(view, scale: 4), "a", "b")
        let atTen = try gap(renderForTest(view, scale: 10), "a", "b")
        #expect(abs(atOne - atFour) < 1e-9)
        #expect(abs((atOne - atTen) - 0.1) < 1e-9)
    }

    @Test func paddingGivesTheDefaultBackOnItsEdges() throws {
        let rendering = try renderForTest(VStack {
            Text("Padded").padding(4).layoutRole("a")
            Text("Below").layoutRole("b")
        })
        // The padded text's bottom asks for nothing; the text below still wants its ascenders' room.
        #expect(abs(try gap(rendering, "a", "b") - (bodyLineSpacing - 15.390 - 0.278)) < 0.01)
        let sideways = try renderForTest(VStack {
            Text("Padded").padding(.horizontal).layoutRole("a")
            Text("Below").layoutRole("b")
        })
        #expect(try gap(sideways, "a", "b") == 0)
    }

    @Test func aSpacerHasNoGapsBesideIt() throws {
        let rendering = try renderForTest(VStack {
            Text("Top").layoutRole("a")
            Spacer(minLength: 5).layoutRole("s")
            Text("Bottom").layoutRole("b")
        })
        #expect(try gap(rendering, "a", "s") == 0)
        #expect(try gap(rendering, "s", "b") == 0)
        // The stack's height is rounded up to a pixel; the spacer takes that too.
        let spacer = try #require(frames(rendering, "s").first)
        #expect(spacer.height >= 5 && spacer.height < 5.5)
        #expect(spacer.width == 0)
    }

    @Test func aSpacerInsideAModifierStillSpacesAlongItsStack() throws {
        let rendering = try renderForTest(HStack(spacing: 0) {
            Text("Left").layoutRole("a")
            Spacer().padding(.vertical, 2).layoutRole("s")
            Text("Right").layoutRole("b")
        })
        let spacer = try #require(frames(rendering, "s").first)
        #expect(spacer.height == 4)
        #expect(abs(try gap(rendering, "a", "b", axis: .horizontal) - spacer.width) < 1e-9)
        #expect(abs(spacer.width - (390 - frames(rendering, "a")[0].width - frames(rendering, "b")[0].width)) < 1e-9)
    }

    @Test func anExplicitSpacingWins() throws {
        let rendering = try renderForTest(VStack(spacing: 3) {
            Text("One").layoutRole("a")
            Color.red.frame(width: 10, height: 10).layoutRole("b")
            Spacer(minLength: 0).frame(height: 0).layoutRole("s")
        })
        #expect(try gap(rendering, "a", "b") == 3)
        #expect(try gap(rendering, "b", "s") == 3)
    }

    @Test func aStackTakesItsEndChildrensSpacing() throws {
        let rendering = try renderForTest(VStack(alignment: .leading) {
            VStack { Text("Inner one"); Text("Inner two").layoutRole("a") }
            Text("Outer").layoutRole("b")
        })
        #expect(try gap(rendering, "a", "b") == 0)
    }

    @Test func aRowTakesEveryChildsPreferenceAcrossIt() throws {
        // Two rows of a text and a switch-like box: text to text asks for none, but the text's
        // bottom asks a view below for a line less the caps, and the box below is such a view.
        let rendering = try renderForTest(VStack {
            HStack { Text("Reminders"); Color.blue.frame(width: 50, height: 28) }.layoutRole("a")
            HStack { Text("Updates"); Color.blue.frame(width: 50, height: 28) }.layoutRole("b")
        })
        #expect(abs(try gap(rendering, "a", "b") - (bodyLineSpacing - 11.696)) < 0.01)
    }

    @Test func paddingByDefaultIsSixteenPoints() throws {
        let rendering = try renderForTest(Text("Padded").layoutRole("t").padding().layoutRole("p").fixedSize())
        let text = try #require(frames(rendering, "t").first)
        let padded = try #require(frames(rendering, "p").first)
        #expect(text.minX - padded.minX == 16)
        #expect(padded.maxY - text.maxY == 16)
    }
}
