import Foundation
import Testing
@testable import Raster

/// Gradients shaded per pixel: the right colours at the ends and in the middle, in user space
/// under the canvas's transform, interpolated with premultiplied alpha.
@Suite struct ShaderTests {
    let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255)

    private func near(_ a: RGBA, _ b: RGBA, within tolerance: Int = 2) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
    }

    private func linear(_ stops: [ColorStop], width: Int = 100, scale: Double = 1) -> Bitmap {
        var canvas = Canvas(width: width, height: 4, background: .white)
        canvas.transform = .scale(scale)
        let w = Double(width) / scale
        canvas.fill(.rect(Rect(x: 0, y: 0, width: w, height: 4 / scale)), shader: .linearGradient(
            start: Point(x: 0, y: 0), end: Point(x: w, y: 0), stops: stops))
        return canvas.bitmap
    }

    @Test func linearGradientHasItsEndColoursAtItsEndsAndTheirMixInTheMiddle() {
        let image = linear([ColorStop(location: 0, color: red), ColorStop(location: 1, color: blue)])
        #expect(near(image[0, 1], red, within: 3))
        #expect(near(image[99, 1], blue, within: 3))
        // Pixel 49's centre is at t = 0.495, pixel 50's at 0.505: half and half, either side.
        #expect(near(image[49, 1], RGBA(r: 129, g: 0, b: 126)))
        #expect(near(image[50, 1], RGBA(r: 126, g: 0, b: 129)))
        // Red falls and blue rises all the way across.
        for x in 1..<100 {
            #expect(image[x, 1].r <= image[x - 1, 1].r && image[x, 1].b >= image[x - 1, 1].b)
        }
    }

    @Test func coloursBeyondTheEndStopsExtendAndStopsAreSortedByLocation() {
        let image = linear([ColorStop(location: 0.75, color: blue), ColorStop(location: 0.25, color: red)])
        #expect(image[10, 0] == red)
        #expect(image[90, 0] == blue)
        #expect(near(image[50, 0], RGBA(r: 126, g: 0, b: 129)))
    }

    @Test func fadingToClearKeepsTheHueBecauseInterpolationIsPremultiplied() {
        var canvas = Canvas(width: 100, height: 1)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 1)), shader: .linearGradient(
            start: .zero, end: Point(x: 100, y: 0),
            stops: [ColorStop(location: 0, color: red), ColorStop(location: 1, color: .clear)]))
        // Straight interpolation would darken the middle to (128, 0, 0) at half alpha.
        let middle = canvas.bitmap[50, 0]
        #expect(middle.r == 255 && middle.g == 0 && middle.b == 0)
        #expect(abs(Int(middle.a) - 126) <= 2)
    }

    @Test func theGradientIsInUserSpaceUnderTheTransform() {
        let stops = [ColorStop(location: 0, color: red), ColorStop(location: 1, color: blue)]
        let single = linear(stops, width: 100, scale: 1)
        let double = linear(stops, width: 200, scale: 2)
        // The same user-space point, at 1x and 2x, is the same colour (within a table step).
        for x in stride(from: 5, to: 100, by: 10) {
            #expect(near(single[x, 1], double[2 * x + 1, 2], within: 3))
        }
    }

    @Test func radialGradientGrowsFromItsCentreAlike() {
        var canvas = Canvas(width: 41, height: 41, background: .white)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 41, height: 41)), shader: .radialGradient(
            center: Point(x: 20.5, y: 20.5), startRadius: 0, endRadius: 20,
            stops: [ColorStop(location: 0, color: red), ColorStop(location: 1, color: blue)]))
        let image = canvas.bitmap
        #expect(image[20, 20] == red)
        #expect(image[0, 0] == blue)
        // The same distance left, right, up and down gives the same colour; halfway is the mix.
        #expect(image[10, 20] == image[30, 20] && image[20, 10] == image[20, 30] && image[10, 20] == image[20, 10])
        #expect(near(image[30, 20], RGBA(r: 128, g: 0, b: 127), within: 4))
    }

    @Test func angularGradientTurnsClockwiseFromItsStartAngle() {
        var canvas = Canvas(width: 40, height: 40, background: .white)
        let green = RGBA(r: 0, g: 255, b: 0), black = RGBA.black
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), shader: .angularGradient(
            center: Point(x: 20, y: 20), startAngle: 0, endAngle: 2 * .pi,
            stops: [ColorStop(location: 0, color: red), ColorStop(location: 0.25, color: green),
                    ColorStop(location: 0.5, color: blue), ColorStop(location: 0.75, color: black)]))
        let image = canvas.bitmap
        // Just below the positive x axis (3 o'clock) the gradient starts; a quarter turn
        // clockwise, straight down, is green; half a turn, to the left, blue; three quarters, up, black.
        #expect(near(image[39, 20], red, within: 8))
        #expect(near(image[20, 39], green, within: 8))
        #expect(near(image[0, 19], blue, within: 8))
        #expect(near(image[19, 0], black, within: 8))
    }

    @Test func angleMatchesTheLibrarysAtan2() {
        for i in 0..<720 {
            let a = Double(i) * .pi / 360
            let x = cos(a) * 7.3, y = sin(a) * 7.3
            var expected = atan2(y, x)
            if expected < 0 { expected += 2 * .pi }
            let got = ShaderContext.angle(x: x, y: y)
            let difference = abs(got - expected)
            #expect(min(difference, 2 * .pi - difference) < 1e-5)
        }
    }

    @Test func aSolidShaderFillsLikeAColour() {
        var a = Canvas(width: 10, height: 10, background: .white), b = a
        let path = Path.circle(center: Point(x: 5, y: 5), radius: 4)
        a.fill(path, shader: .solid(red))
        b.fill(path, color: red)
        #expect(a.bitmap == b.bitmap)
    }
}
