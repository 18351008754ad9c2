import Raster
import SnapTestSupport
import SnapUI
import Testing

/// Accessibility snapshots: each element outlined and filled in its palette colour, a legend row
/// an element beside the image; hidden elements neither outlined nor listed.
@Suite struct AccessibilitySnapshotTests {
    typealias M = AccessibilitySnapshotMetrics

    func snapshot<V: View>(_ view: V) throws -> (Rendering, Bitmap) {
        let rendering = try render(view, options: RenderOptions(width: 200, scale: 1))
        return (rendering, rendering.accessibilitySnapshot())
    }

    /// `color` at the fill's opacity over white, as the renderer composites it.
    func tinted(_ color: RGBA) -> RGBA {
        let t = M.fillOpacity
        func mix(_ c: UInt8) -> Int { Int((Double(c) * t + 255 * (1 - t)).rounded()) }
        return RGBA(r: UInt8(mix(color.r)), g: UInt8(mix(color.g)), b: UInt8(mix(color.b)))
    }

    func near(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 2 && abs(Int(a.g) - Int(b.g)) <= 2 && abs(Int(a.b) - Int(b.b)) <= 2
    }

    @Test func elementsAreOutlinedInReadingOrderColoursWithALegendRowEach() throws {
        let view = VStack(spacing: 0) {
            Button {} label: { Color.white.frame(width: 200, height: 50) }.accessibilityLabel("First")
            Button {} label: { Color.white.frame(width: 200, height: 50) }.accessibilityLabel("Second").accessibilityHint("Opens it")
        }
        let (rendering, image) = try snapshot(view)
        #expect(image.width == 200 + Int(M.legendWidth))
        #expect(image.height == 100)
        // The outline is the element's colour; inside, its translucent fill over the picture.
        #expect(image[0, 0] == M.palette[0])
        #expect(near(image[100, 25], tinted(M.palette[0])))
        #expect(image[0, 51] == M.palette[1])
        #expect(near(image[100, 75], tinted(M.palette[1])))
        // Swatches in the legend, a row each, in reading order.
        let x = 200 + Int(M.padding + M.swatchSide / 2)
        #expect(near(image[x, Int(M.padding + 1 + M.swatchSide / 2)], tinted(M.palette[0])))
        let firstRow = max(M.swatchSide, TextLayout("First, button", font: Font(face: bundledFonts.regular, size: M.textSize)).size.height)
        let second = Int(M.padding + firstRow + M.rowGap + 1 + M.swatchSide / 2)
        #expect(near(image[x, second], tinted(M.palette[1])))
        // Beyond the image, the legend's background.
        #expect(image[image.width - 1, image.height - 1] == M.background)
        #expect(rendering.accessibility.map(\.spoken) == ["First, button", "Second, button, Opens it"])
    }

    @Test func hiddenImagesAreNeitherOutlinedNorListed() throws {
        let (rendering, image) = try snapshot(Image(systemName: "star").frame(width: 40, height: 40).accessibilityHidden(true))
        #expect(rendering.accessibility.map(\.isHidden) == [true])
        // Nothing outlined: the picture's own pixels; nothing listed: the legend is empty.
        #expect(image[0, 0] == rendering.image[0, 0])
        for y in 0..<image.height { #expect(image[230, y] == M.background) }
    }
}
