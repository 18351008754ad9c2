import Raster
import Testing
@testable import SnapUI

/// Shape styles as SwiftUI resolves them: gradients shaded in the shape's bounds, the levels of the
/// foreground, the tint, type-erased and faded styles, in `.fill`, `.stroke` and `.foregroundStyle`.
@Suite struct ShapeStyleTests {
    let red = RGBA(hex: "#ff383c")!, blue = RGBA(hex: "#0088ff")!

    private func strip<V: View>(_ view: V) throws -> Bitmap {
        try paintRendering(view.frame(width: 100, height: 10), width: 100)
    }

    @Test func aLinearGradientFillHasItsColoursAtItsEndsAndBetween() throws {
        let image = try strip(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        #expect(near(image[0, 5], red, within: 3))
        #expect(near(image[99, 5], blue, within: 3))
        // Halfway: (255, 56, 60) and (0, 136, 255) half and half.
        #expect(near(image[50, 5], RGBA(r: 126, g: 96, b: 158), within: 3))
        // Top to bottom nothing changes.
        #expect(image[30, 0] == image[30, 9])
    }

    @Test func theStaticFormsAndTheGradientAsAViewDrawTheSame() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let byStruct = try strip(Rectangle().fill(gradient))
        #expect(try strip(Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))) == byStruct)
        #expect(try strip(gradient) == byStruct)
        #expect(try strip(Rectangle().fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))) == byStruct)
    }

    @Test func gradientStopsPlaceColours() throws {
        let image = try strip(Rectangle().fill(LinearGradient(
            stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)],
            startPoint: .leading, endPoint: .trailing)))
        #expect(image[20, 5] == red && image[80, 5] == blue)
    }

    @Test func aRadialGradientIsCentredInTheShape() throws {
        let image = try paintRendering(
            Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 20))
                .frame(width: 40, height: 40), width: 40)
        // Pixel 20's centre is 0.7 points from the centre; pixels 9 and 30 are 10.5 points either side.
        #expect(near(image[20, 20], red, within: 12))
        #expect(image[0, 0] == blue)
        #expect(image[9, 20] == image[30, 20] && image[20, 9] == image[9, 20])
    }

    @Test func anAngularGradientGoesRoundTheCentre() throws {
        let image = try paintRendering(
            Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center))
                .frame(width: 40, height: 40), width: 40)
        // Just below the 3 o'clock line it starts red; just above, a full turn later, it is blue.
        #expect(near(image[39, 20], red, within: 12))
        #expect(near(image[39, 19], blue, within: 12))
    }

    @Test func secondaryOverTheLabelColourIsIOSsSecondaryLabel() throws {
        let light = try paintRendering(Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10), width: 10)
        let dark = try paintRendering(Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10), width: 10, scheme: .dark)
        #expect(light[5, 5] == over(RGBA(r: 60, g: 60, b: 67, a: 153), .white))
        #expect(dark[5, 5] == over(RGBA(r: 235, g: 235, b: 245, a: 153), .black))
        let tertiary = try paintRendering(Rectangle().fill(.tertiary).frame(width: 10, height: 10), width: 10)
        #expect(tertiary[5, 5] == over(RGBA(r: 60, g: 60, b: 67, a: 77), .white))
    }

    @Test func levelsOfAnotherForegroundFadeIt() throws {
        let image = try paintRendering(
            HStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10)
                Rectangle().fill(.quaternary).frame(width: 10, height: 10)
            }
            .foregroundStyle(Color.red), width: 30)
        #expect(image[5, 5] == red)
        #expect(image[15, 5] == over(red.opacity(0.5), .white))
        #expect(image[25, 5] == over(red.opacity(0.18), .white))
    }

    @Test func theTintStyleIsTheTintOrTheAccentColour() throws {
        let tinted = try paintRendering(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.green), width: 10)
        let plain = try paintRendering(Rectangle().fill(.tint).frame(width: 10, height: 10), width: 10)
        #expect(tinted[5, 5] == RGBA(hex: "#34c759")!)
        #expect(plain[5, 5] == blue)
    }

    @Test func aGradientForegroundFillsShapesAndColoursTextWithItsFirstColour() throws {
        let shapes = try strip(Rectangle().foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        #expect(near(shapes[0, 5], red, within: 3) && near(shapes[99, 5], blue, within: 3))
        // The colour text reads is the gradient's first.
        let probe = EnvironmentProbe()
        _ = try render(probe.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
                       options: RenderOptions(width: 20))
        #expect(probe.box.value == Color.red)
    }

    @Test func anyShapeStyleAndFadedStylesPaintAsTheirBase() throws {
        func fill(_ style: AnyShapeStyle) throws -> RGBA {
            try paintRendering(Rectangle().fill(style).frame(width: 10, height: 10), width: 10)[5, 5]
        }
        #expect(try fill(AnyShapeStyle(Color.red)) == red)
        #expect(try fill(AnyShapeStyle(.tint)) == blue)
        #expect(try fill(AnyShapeStyle(Color.red.opacity(0.5))) == over(red.opacity(0.5), .white))
        #expect(try fill(AnyShapeStyle(TintShapeStyle().opacity(0.5))) == over(blue.opacity(0.5), .white))
    }

    @Test func strokesTakeStylesToo() throws {
        let image = try paintRendering(
            Rectangle().stroke(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), lineWidth: 4)
                .frame(width: 40, height: 40).padding(10), width: 60)
        #expect(near(image[10, 30], red, within: 12))
        #expect(near(image[49, 30], blue, within: 12))
        #expect(image[30, 30] == .white)
    }
}

/// Records the foreground colour text and symbols would read.
private struct EnvironmentProbe: PrimitiveView {
    let box = Box<Color?>(nil)

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        box.value = environment.foregroundStyle
        return []
    }
}
