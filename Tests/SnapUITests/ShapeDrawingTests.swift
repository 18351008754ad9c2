import Raster
import Testing
@testable import SnapUI

/// Shapes as SwiftUI draws them: trimmed, dashed, inset, with uneven or continuous corners, and
/// custom shapes built from paths with SwiftUI's sense of arc direction.
@Suite struct ShapeDrawingTests {
    let red = RGBA(hex: "#ff383c")!

    private func square<V: View>(_ view: V, side: Double = 40) throws -> Bitmap {
        try paintRendering(view.frame(width: side, height: side), width: side)
    }

    /// True when some pixel of the quadrant (0 top left, 1 top right, 2 bottom left, 3 bottom
    /// right) of a 40-point square is `color`.
    private func quadrant(_ image: Bitmap, _ index: Int, has color: RGBA) -> Bool {
        let x0 = index % 2 == 0 ? 0 : 21, y0 = index < 2 ? 0 : 21
        for y in y0..<(y0 + 19) { for x in x0..<(x0 + 19) where image[x, y] == color { return true } }
        return false
    }

    @Test func aTrimmedCircleIsAProgressRing() throws {
        let ring = try square(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 4))
        // From 3 o'clock a quarter turn clockwise: the bottom right quadrant only.
        #expect(quadrant(ring, 3, has: red))
        #expect(!quadrant(ring, 0, has: red) && !quadrant(ring, 1, has: red) && !quadrant(ring, 2, has: red))
        // Turned back a quarter, as progress rings are, it starts at 12 o'clock: the top right.
        let turned = try square(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 4).rotationEffect(.degrees(-90)))
        #expect(quadrant(turned, 1, has: red) && !quadrant(turned, 3, has: red))
        let whole = try square(Circle().trim(from: 0, to: 1).stroke(Color.red, lineWidth: 4))
        #expect(whole == (try square(Circle().stroke(Color.red, lineWidth: 4))))
    }

    @Test func aDashedStrokeHasGaps() throws {
        let line = SnapUI.Path { path in
            path.move(to: CGPoint(x: 0, y: 5))
            path.addLine(to: CGPoint(x: 40, y: 5))
        }
        let image = try paintRendering(line.stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [4, 4])).frame(width: 40, height: 10), width: 40)
        #expect(image[1, 5] == red && image[5, 5] == .white && image[9, 5] == red && image[13, 5] == .white)
        let roundCaps = try paintRendering(
            line.stroke(Color.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 4])).frame(width: 40, height: 10), width: 40)
        #expect(roundCaps[4, 5] != .white && image[4, 5] == .white)
    }

    @Test func insetAndStrokeBorderStayInsideTheFrame() throws {
        let inset = try square(Rectangle().inset(by: 5).fill(Color.red))
        #expect(inset[4, 20] == .white && inset[5, 20] == red && inset[34, 20] == red && inset[35, 20] == .white)
        let border = try square(Circle().strokeBorder(Color.red, lineWidth: 4))
        #expect(border[1, 20] == red && border[3, 20] == red && border[5, 20] == .white && border[20, 20] == .white)
        let centred = try square(Circle().stroke(Color.red, lineWidth: 4).padding(2))
        #expect(centred[1, 20] == red)
    }

    @Test func roundedRectanglesTakeACornerSizeAndUnevenRadii() throws {
        let bySize = try square(RoundedRectangle(cornerSize: CGSize(width: 10, height: 10)).fill(Color.red))
        #expect(bySize == (try square(RoundedRectangle(cornerRadius: 10).fill(Color.red))))
        let uneven = try square(UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16).fill(Color.red))
        #expect(uneven[0, 0] == .white && uneven[39, 39] == .white && uneven[39, 0] == red && uneven[0, 39] == red)
        let staticForm = try square(Color.red.clipShape(.rect(topLeadingRadius: 16, bottomTrailingRadius: 16)))
        #expect(staticForm == uneven)
        let capsule = try paintRendering(Capsule(style: .continuous).fill(Color.red).frame(width: 40, height: 20), width: 40)
        #expect(capsule == (try paintRendering(Capsule().fill(Color.red).frame(width: 40, height: 20), width: 40)))
        #expect(capsule[0, 0] == .white && capsule[20, 0] == red && capsule[2, 10] == red)
    }

    private struct Triangle: Shape {
        func path(in rect: CGRect) -> SnapUI.Path {
            SnapUI.Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    private struct Slice: Shape {
        let clockwise: Bool
        func path(in rect: CGRect) -> SnapUI.Path {
            var path = SnapUI.Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.midY))
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                        startAngle: .degrees(0), endAngle: .degrees(90), clockwise: clockwise)
            path.closeSubpath()
            return path
        }
    }

    @Test func customShapesDrawTheirPaths() throws {
        let triangle = try square(Triangle().fill(Color.red))
        #expect(triangle[20, 2] == red && triangle[2, 2] == .white && triangle[37, 2] == .white && triangle[2, 38] == red)
        // As in SwiftUI, `clockwise: false` from 0 to 90 degrees sweeps clockwise on screen, through
        // the bottom right; `clockwise: true` goes the long way round, anticlockwise on screen.
        let short = try square(Slice(clockwise: false).fill(Color.red))
        #expect(quadrant(short, 3, has: red) && !quadrant(short, 0, has: red) && !quadrant(short, 1, has: red))
        let long = try square(Slice(clockwise: true).fill(Color.red))
        #expect(!quadrant(long, 3, has: red) && quadrant(long, 0, has: red) && quadrant(long, 1, has: red) && quadrant(long, 2, has: red))
        let byPath = try square(SnapUI.Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill(Color.red))
        #expect(byPath == (try square(Circle().fill(Color.red))))
    }

    @Test func rotatedAndScaledShapesTurnAboutTheirFrame() throws {
        let bar = try square(Rectangle().scale(x: 1, y: 0.1).fill(Color.red))
        #expect(bar[20, 20] == red && bar[20, 5] == .white && bar[2, 20] == red)
        let turned = try square(Rectangle().scale(x: 1, y: 0.1).rotation(.degrees(90)).fill(Color.red))
        #expect(turned[20, 5] == red && turned[2, 20] == .white)
    }
}
