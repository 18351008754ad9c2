import Raster
import Testing
@testable import SnapUI

/// A `Divider` as iOS draws it (issue 18): one device pixel of the separator colour, #C6C6C8 on
/// white, wherever the layout puts it (it drew two pixels of #E3E3E4 when its frame fell between
/// pixels); a point thick at the accessibility text sizes (SwiftUI's `dividerThickness`).
@Suite("Divider")
struct DividerTests {
    /// The colours down the column at `x` points, one a device pixel, from `from` to `to` points.
    private func column(_ rendering: Rendering, x: Double, from: Double, to: Double) -> [RGBA] {
        let scale = Double(rendering.image.width) / rendering.size.width
        return (Int(from * scale)..<Int(to * scale)).map { rendering.image[Int(x * scale), $0] }
    }

    /// A divider under a block whose height ends between device pixels.
    private func divider(above height: Double, scale: Int, size: DynamicTypeSize = .large,
                         scheme: ColorScheme = .light) throws -> Rendering {
        try renderForTest(VStack(spacing: 0) {
            Color.clear.frame(width: 100, height: height)
            Divider()
            Color.clear.frame(width: 100, height: 10)
        }.fixedSize(), size: size, scheme: scheme, scale: scale)
    }

    @Test(arguments: [(10.25, 2), (10.2, 3), (10.5, 3), (10.0, 3)])
    func oneDevicePixelOfTheSeparatorColourWhereverItFalls(height: Double, scale: Int) throws {
        let rendering = try divider(above: height, scale: scale)
        let drawn = column(rendering, x: 195, from: 0, to: rendering.size.height).filter { $0 != RGBA(r: 255, g: 255, b: 255) }
        #expect(drawn.count == 1, "\(drawn)")
        #expect(drawn.allSatisfy { $0 == RGBA(r: 198, g: 198, b: 200) || $0 == RGBA(r: 198, g: 198, b: 201) }, "\(drawn)")
    }

    @Test func itRunsTheWholeWidthOnWholePixels() throws {
        let rendering = try renderForTest(HStack(spacing: 0) {
            Color.clear.frame(width: 10.25, height: 20)
            VStack(spacing: 0) {
                Color.clear.frame(width: 50.5, height: 10.25)
                Divider()
            }
        }.fixedSize(), scale: 2)
        let frame = try #require(rendering.layout.flatMap { $0.elements(withRole: "divider") }.first).frame
        #expect(frame.width == 50.5)
        let row = Int((frame.minY * 2).rounded())
        let line = (0..<rendering.image.width).map { rendering.image[$0, row] }
        let drawn = line.indices.filter { line[$0] != RGBA(r: 255, g: 255, b: 255) }
        // Its ends rounded to the nearest pixels, each pixel the whole colour.
        #expect(drawn.first == Int((frame.minX * 2).rounded()) && drawn.last == Int((frame.maxX * 2).rounded()) - 1,
                "\(drawn.first ?? -1)...\(drawn.last ?? -1) for \(frame)")
        #expect(drawn.allSatisfy { line[$0].r == 198 }, "\(drawn.map { line[$0] })")
    }

    @Test func inTheDarkItIsTheDarkSeparator() throws {
        let rendering = try divider(above: 10.2, scale: 3, scheme: .dark)
        let background = rendering.image[0, 0]
        let drawn = column(rendering, x: 195, from: 0, to: rendering.size.height).filter { $0 != background }
        #expect(background == RGBA(r: 0, g: 0, b: 0))
        // UIKit's dark separator, (84, 84, 88) at 60%, over black.
        #expect(drawn.count == 1 && drawn.allSatisfy { abs(Int($0.r) - 50) <= 1 && abs(Int($0.b) - 53) <= 1 }, "\(drawn)")
    }

    @Test func atAnAccessibilitySizeItIsAPointThick() throws {
        let rendering = try divider(above: 10, scale: 3, size: .accessibility1)
        let line = try #require(rendering.layout.flatMap { $0.elements(withRole: "divider") }.first)
        #expect(line.frame.height == 1)
        let drawn = column(rendering, x: 195, from: 0, to: rendering.size.height).filter { $0 != RGBA(r: 255, g: 255, b: 255) }
        #expect(drawn.count == 3, "\(drawn)")
    }
}
