import Raster
import Testing
@testable import SnapUI

/// Backgrounds, overlays and borders drawn where SwiftUI draws them, and clips, masks and corner
/// radii that clip to their shapes.
@Suite struct BackgroundAndClipTests {
    let red = RGBA(hex: "#ff383c")!, blue = RGBA(hex: "#0088ff")!, green = RGBA(hex: "#34c759")!

    private func square<V: View>(_ view: V, side: Double = 40) throws -> Bitmap {
        try paintRendering(view.frame(width: side, height: side), width: side)
    }

    @Test func aBackgroundsAlignmentPlacesAViewSmallerThanItsContent() throws {
        let image = try square(Color.clear.frame(width: 40, height: 40)
            .background(alignment: .topLeading) { Color.red.frame(width: 10, height: 10) })
        #expect(image[5, 5] == red && image[15, 5] == .white && image[35, 35] == .white)
    }

    @Test func anOverlayIsInFrontAndAligned() throws {
        let image = try square(Color.blue.frame(width: 40, height: 40)
            .overlay(alignment: .bottomTrailing) { Color.red.frame(width: 10, height: 10) })
        #expect(image[35, 35] == red && image[5, 5] == blue && image[25, 35] == blue)
        // The older forms: a view with an alignment.
        let old = try square(Color.blue.frame(width: 40, height: 40).overlay(Color.red.frame(width: 10, height: 10), alignment: .bottomTrailing))
        #expect(old == image)
        let behind = try square(Color.clear.frame(width: 40, height: 40).background(Circle().fill(Color.red)))
        #expect(behind[20, 20] == red && behind[1, 1] == .white)
    }

    @Test func aStyleInAShapeFillsOnlyTheShape() throws {
        let image = try square(Color.clear.frame(width: 40, height: 40).background(Color.blue, in: Circle()))
        #expect(image[20, 20] == blue && image[1, 1] == .white && image[38, 38] == .white)
        let rounded = try square(Color.clear.frame(width: 40, height: 40).background(.tint, in: RoundedRectangle(cornerRadius: 12)))
        #expect(rounded[20, 20] == blue && rounded[0, 0] == .white && rounded[20, 0] == blue)
    }

    @Test func aStyleBackgroundFillsTheBounds() throws {
        let image = try square(Color.clear.frame(width: 40, height: 40).background(.red))
        #expect(image[0, 0] == red && image[39, 39] == red)
        let overlaid = try square(Color.blue.frame(width: 40, height: 40).overlay(Color.red.opacity(0.5)))
        #expect(overlaid[20, 20] == over(red.opacity(0.5), blue))
        // The background style is the screen's background unless set.
        let styled = try square(Color.clear.frame(width: 40, height: 40).background(.background).backgroundStyle(.green))
        #expect(styled[20, 20] == green)
    }

    @Test func aBorderIsDrawnInsideTheEdges() throws {
        let image = try square(Color.clear.frame(width: 40, height: 40).border(Color.red, width: 3))
        #expect(image[0, 20] == red && image[2, 20] == red && image[39, 20] == red && image[20, 37] == red)
        #expect(image[3, 20] == .white && image[20, 20] == .white)
    }

    @Test func aCircleClipLeavesTheCornersOfASquareUntouchedAndAntiAliasesItsEdge() throws {
        let image = try square(Color.blue.frame(width: 40, height: 40).clipShape(Circle()))
        for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39), (4, 4)] { #expect(image[x, y] == .white) }
        #expect(image[20, 20] == blue && image[20, 1] == blue && image[1, 20] == blue)
        let edge = (0..<20).map { image[$0, $0] }.filter { $0 != .white && $0 != blue }
        #expect(!edge.isEmpty)
        // The clipped content is what is clipped, not only its background: a text inside a
        // circle clip loses what lies outside.
        let clippedStripe = try square(HStack(spacing: 0) { Color.red; Color.blue }.clipShape(Circle()))
        #expect(clippedStripe[0, 0] == .white && clippedStripe[10, 20] == red && clippedStripe[30, 20] == blue)
    }

    @Test func cornerRadiusAndClippedClipToTheirShapes() throws {
        let rounded = try square(Color.blue.frame(width: 40, height: 40).cornerRadius(12))
        #expect(rounded[0, 0] == .white && rounded[39, 39] == .white && rounded[20, 0] == blue && rounded[12, 12] == blue)
        let overflowing = Color.clear.frame(width: 20, height: 20).overlay { Color.red.frame(width: 40, height: 40) }
        let unclipped = try square(overflowing)
        let clipped = try square(overflowing.clipped())
        #expect(unclipped[5, 5] == red)
        #expect(clipped[5, 5] == .white && clipped[20, 20] == red && clipped[29, 29] == red && clipped[30, 30] == .white)
    }

    @Test func aClipComposesWithAnEnclosingClip() throws {
        let image = try square(Color.blue.frame(width: 40, height: 40).clipShape(Circle())
            .frame(width: 20, height: 40, alignment: .leading).clipped()
            .frame(width: 40, height: 40, alignment: .leading))
        #expect(image[10, 20] == blue && image[25, 20] == .white && image[0, 0] == .white)
    }

    @Test func aMaskShowsTheViewWhereItIsOpaque() throws {
        let image = try square(Color.blue.frame(width: 40, height: 40).mask {
            LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
        })
        #expect(near(image[0, 20], blue, within: 3))
        #expect(near(image[39, 20], .white, within: 3))
        #expect(image[10, 20].r > image[5, 20].r && image[30, 20].r > image[10, 20].r)
        let circle = try square(Color.blue.frame(width: 40, height: 40).mask(Circle()))
        #expect(circle[0, 0] == .white && circle[20, 20] == blue)
        #expect(circle == (try square(Color.blue.frame(width: 40, height: 40).clipShape(Circle()))))
    }

    @Test func contentShapeDrawsNothing() throws {
        let plain = try square(Color.blue.frame(width: 20, height: 20))
        #expect(try square(Color.blue.frame(width: 20, height: 20).contentShape(Circle())) == plain)
        #expect(try square(Color.blue.frame(width: 20, height: 20).contentShape(.interaction, Rectangle())) == plain)
    }
}
