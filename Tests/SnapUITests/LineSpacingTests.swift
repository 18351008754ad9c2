import Raster
import Testing
@testable import SnapUI

/// `.lineSpacing(_:)`: extra points between the lines of one text, none before the first line or
/// after the last, and none between two texts (OpenSwiftUI's `Spacing.textSpacing` spaces texts
/// by their fonts' metrics alone).
@Suite struct LineSpacingTests {
    private func frame<V: View>(_ view: V, width: Double = 390) throws -> Rect {
        try #require(frames(renderForTest(view.layoutRole("t"), width: width), "t").first)
    }

    @Test func eachGapBetweenLinesGrowsByTheSpacing() throws {
        let plain = try frame(Text("Monday\nTuesday\nWednesday"))
        let spaced = try frame(Text("Monday\nTuesday\nWednesday").lineSpacing(10))
        #expect(abs(spaced.height - (plain.height + 2 * 10)) < 1e-9)
        #expect(spaced.width == plain.width)
    }

    @Test func wrappedLinesAreSpacedToo() throws {
        let long = "Order your repeat prescriptions and choose where to collect them"
        let plain = try frame(Text(long).frame(width: 120), width: 120)
        let spaced = try frame(Text(long).lineSpacing(6).frame(width: 120), width: 120)
        let lines = try #require(elements(renderForTest(Text(long).frame(width: 120), width: 120), role: "text").first?.number("lines"))
        #expect(lines > 2)
        #expect(abs(spaced.height - (plain.height + Double(Int(lines) - 1) * 6)) < 1e-9)
    }

    @Test func oneLineIsNotTaller() throws {
        #expect(try frame(Text("Appointments").lineSpacing(20)) == frame(Text("Appointments")))
    }

    @Test func itMovesTheSecondLinesGlyphsDown() throws {
        let plain = try renderForTest(Text("A\nB").foregroundStyle(Color.black))
        let spaced = try renderForTest(Text("A\nB").foregroundStyle(Color.black).lineSpacing(12))
        /// The lowest row with ink, in points.
        func lowestInk(_ rendering: Rendering) -> Double {
            let image = rendering.image
            let scale = Double(image.width) / rendering.size.width
            let rows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].r < 128 } }
            return Double(rows.max() ?? 0) / scale
        }
        #expect(abs(lowestInk(spaced) - lowestInk(plain) - 12) <= 0.5)
    }

    @Test func reservedLinesIncludeTheSpacing() throws {
        let reserved = try frame(Text("One").lineLimit(3, reservesSpace: true).lineSpacing(5))
        let three = try frame(Text("One\nTwo\nSix").lineSpacing(5))
        #expect(abs(reserved.height - three.height) < 1e-9)
    }

    @Test func itDoesNotSpaceTwoTexts() throws {
        let rendering = try renderForTest(VStack(alignment: .leading) {
            Text("First").layoutRole("a")
            Text("Second").layoutRole("b")
        }.lineSpacing(10))
        let a = try #require(frames(rendering, "a").first), b = try #require(frames(rendering, "b").first)
        // Only body's own leading (22 - 20.29, rounded up to 2 at 2x), not the 10 points.
        #expect(b.minY - a.maxY == 2)
    }
}
