import Testing
@testable import Raster

/// The elliptical and mesh shaders.
@Suite struct EllipticalAndMeshShaderTests {
    let red = RGBA(r: 255, g: 0, b: 0)
    let blue = RGBA(r: 0, g: 0, b: 255)

    private func filled(_ shader: Shader, width: Int = 40, height: Int = 20) -> Bitmap {
        var canvas = Canvas(width: width, height: height, background: .white)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), shader: shader)
        return canvas.bitmap
    }

    @Test func anEllipticalGradientReachesTheSameFractionAtEachRadius() {
        // Radii 400 by 200 at fraction 1, from red at the centre to blue at fraction 0.5.
        let image = filled(.ellipticalGradient(
            center: Point(x: 200, y: 100), radiusX: 400, radiusY: 200, startFraction: 0, endFraction: 0.5,
            stops: [ColorStop(location: 0, color: red), ColorStop(location: 1, color: blue)]), width: 400, height: 200)
        // 100 points across and 50 down are both a quarter of the way out: half way through the gradient.
        let across = image[300, 100], down = image[200, 150]
        #expect(abs(Int(across.r) - 127) <= 3 && abs(Int(down.r) - 127) <= 3)
        #expect(abs(Int(across.r) - Int(down.r)) <= 2)
    }

    @Test func aMeshTakesEachVertexsColourAndBlendsBetween() {
        let grid = MeshGradientGrid(
            width: 2, height: 2,
            points: [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 20), Point(x: 40, y: 20)],
            colors: [red, blue, red, blue], smooth: false)
        #expect(grid.color(at: Point(x: 0, y: 0)) == red && grid.color(at: Point(x: 40, y: 20)) == blue)
        // Bilinear: half way across, half of each.
        let middle = grid.color(at: Point(x: 20, y: 10))
        #expect(abs(Int(middle.r) - 128) <= 1 && abs(Int(middle.b) - 128) <= 1)
        // Outside the mesh, the background.
        #expect(grid.color(at: Point(x: 50, y: 10)) == .clear)
        let image = filled(.meshGradient(grid))
        #expect(image[0, 10].r > 245 && image[39, 10].b > 245)
        // Smooth colours ease out of each vertex: a quarter of the way, less than a quarter changed.
        var smooth = grid
        smooth.smooth = true
        #expect(smooth.color(at: Point(x: 10, y: 10)).b < grid.color(at: Point(x: 10, y: 10)).b)
    }
}
