import Raster
import SnapTestSupport
import Testing
@testable import SnapUI

/// Symbols sized and framed as iOS lays out SF Symbols: `circle.fill` is SwiftUI's share of the
/// point size (99.61% at medium and regular, 78.86% small, 127.2% large, growing with the weight),
/// the frame is the glyph's ink, and the symbol is centred on the capitals of the text beside it.
@Suite("Symbol layout")
struct SymbolLayoutTests {
    private func icons(_ rendering: Rendering) -> [LayoutElement] {
        rendering.layout.flatMap { $0.elements(withRole: "icon") }
    }

    /// The box of the pixels darker than mid-grey in `box` (points), in points.
    private func ink(_ rendering: Rendering, in box: Rect, scale: Double) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int(box.minY * scale)..<Int(box.maxY * scale) {
            for x in Int(box.minX * scale)..<Int(box.maxX * scale) where rendering.image[x, y].r < 128 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x + 1), max(maxY, y + 1))
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: Double(minX) / scale, y: Double(minY) / scale,
                    width: Double(maxX - minX) / scale, height: Double(maxY - minY) / scale)
    }

    @Test func aCircleSymbolIsSwiftUIsShareOfThePointSizeAtEachScale() throws {
        for (scale, share) in [(Image.Scale.small, 0.7886), (.medium, 0.9961), (.large, 1.272)] {
            let view = HStack { Image(systemName: "checkmark.circle.fill").imageScale(scale); Spacer() }.font(.system(size: 20))
            let rendering = try renderForTest(view, width: 100, scale: 2)
            let frame = try #require(icons(rendering).first).frame
            #expect(abs(frame.width - 20 * share) < 0.01, "\(scale): \(frame)")
            #expect(abs(frame.height - 20 * share) < 0.01, "\(scale): \(frame)")
            // Drawn: the disc's darker-than-mid pixels span the frame, within a device pixel.
            let drawn = try #require(ink(rendering, in: Rect(x: 0, y: 0, width: 40, height: rendering.size.height), scale: 2))
            #expect(abs(drawn.width - 20 * share) <= 0.5, "\(scale): \(drawn)")
        }
    }

    @Test func theCircleGrowsWithTheWeightAsSFSymbols() throws {
        // SwiftUI interpolates between ultraLight (94.63%), regular (99.61%) and black (106.64%)
        // by the weight's value: bold is 0.4 of black's 0.62.
        for (weight, share) in [(Font.Weight.ultraLight, 0.9463), (.regular, 0.9961), (.bold, 0.9961 + 0.4 / 0.62 * 0.0703)] {
            let view = HStack { Image(systemName: "circle.fill"); Spacer() }.font(.system(size: 20, weight: weight))
            let frame = try #require(icons(try renderForTest(view, width: 100)).first).frame
            #expect(abs(frame.width - 20 * share) < 0.01, "\(weight): \(frame)")
        }
    }

    @Test func theFrameIsTheInkSoTheStacksSpacingIsTheGapToTheText() throws {
        // iOS (pointfreeco/swift-snapshot-testing's image, Fidelity.md rows 3-6): at body size the
        // symbol is 17 points of ink, 8 points of spacing from the word's frame.
        let view = HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked") }
        let rendering = try renderForTest(view, width: 200)
        let icon = try #require(icons(rendering).first).frame
        let text = try #require(rendering.layout.flatMap { $0.elements(withRole: "text") }.first).frame
        #expect(abs(icon.width - 16.93) < 0.01)
        #expect(abs(text.minX - icon.maxX - 8) < 0.01)
        // Its height is less than the line's: the row is as tall as its text.
        #expect(icon.height < text.height)
    }

    @Test func aSymbolIsCentredOnTheCapitalsOfTheTextItIsAlignedWith() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 10) {
            Image(systemName: "circle.fill")
            Text("H")
        }
        .font(.system(size: 40))
        let rendering = try renderForTest(view, width: 120, scale: 2)
        let icon = try #require(icons(rendering).first).frame
        let symbol = try #require(ink(rendering, in: icon.insetBy(dx: -2, dy: -2), scale: 2))
        let letter = try #require(ink(rendering, in: Rect(x: icon.maxX + 2, y: 0, width: 60, height: rendering.size.height), scale: 2))
        #expect(abs(symbol.midY - letter.midY) <= 0.5, "symbol \(symbol), H \(letter)")
        #expect(abs(symbol.height - 40 * 0.9961) <= 0.5)
    }

    @Test func aSymbolInTextAdvancesTheLineByItsInk() throws {
        // "H", the symbol, "H": the symbol's ink starts where the first H's advance ends and the
        // second H starts where the symbol's ink ends, each H with its own side bearings.
        let withSymbol = try renderForTest(Text("H\(Image(systemName: "circle.fill"))H").font(.system(size: 40)).fixedSize(), width: 200, scale: 2)
        let plain = try renderForTest(Text("HH").font(.system(size: 40)).fixedSize(), width: 200, scale: 2)
        let width = { (r: Rendering) in try #require(r.layout.flatMap { $0.elements(withRole: "text") }.first).frame.width }
        // (Text frames are rounded up to a device pixel.)
        #expect(abs(try width(withSymbol) - width(plain) - 40 * 0.9961) <= 0.5)
    }

    @Test func theDesignSystemsEmSquaresKeepTheirGeometry() throws {
        let view = HStack { Image(systemName: "bell"); Spacer() }.font(.system(size: 20)).symbolsInEmSquares()
        let frame = try #require(icons(try renderForTest(view, width: 100)).first).frame
        #expect(abs(frame.width - 26) < 1e-9 && abs(frame.height - 26) < 1e-9)
    }
}
