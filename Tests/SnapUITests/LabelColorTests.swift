import Raster
import Testing
@testable import SnapUI

@Suite struct LabelColorTests {
    private let purple = Color(RGBA(r: 90, g: 0, b: 140))

    /// The colours drawn by a solid block of text in `view`.
    private func darkestPixel<V: View>(_ view: V, labelColor: Color?) throws -> RGBA {
        let options = RenderOptions(width: 200, scale: 2, environment: { if let labelColor { $0.labelColor = labelColor } })
        let image = try render(view, options: options).image
        var darkest = RGBA.white
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if Int(p.r) + Int(p.g) + Int(p.b) < Int(darkest.r) + Int(darkest.g) + Int(darkest.b) { darkest = p }
            }
        }
        return darkest
    }

    @Test func textWithoutAStyleTakesTheLabelColour() throws {
        let text = Text("IIII").font(.system(size: 40, weight: .bold))
        #expect(try darkestPixel(text, labelColor: nil) == RGBA.black)
        #expect(try darkestPixel(text, labelColor: purple) == purple.resolve(in: .light))
    }

    @Test func buttonsKeepTheirTint() throws {
        let button = Button("IIII") {}.font(.system(size: 40, weight: .bold))
        #expect(try darkestPixel(button, labelColor: purple) == Color.accentColor.resolve(in: .light))
    }
}
