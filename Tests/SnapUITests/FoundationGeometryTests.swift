import Foundation
import SnapUI
import Testing

// This file begins as most screens written for iOS do, `import Foundation` beside the UI module: the
// geometry names (CGFloat, CGPoint, CGSize, CGRect) are Foundation's, and SnapUI's API takes them,
// so custom shapes, geometry readers and layouts type-check and draw where they say.

/// A triangle pointing right: its tip at the middle of the trailing edge.
private struct RightPointer: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let tip = CGPoint(x: rect.maxX, y: rect.midY)
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: tip)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// The leading `fraction` of the frame, built from a CGRect with CGFloat arithmetic.
private struct LeadingPart: Shape {
    let fraction: CGFloat

    func path(in rect: CGRect) -> Path {
        let width: CGFloat = (rect.midX - rect.minX) * 2 * fraction
        return Path(CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height))
    }
}

/// A bar as wide as `fraction` of the reader and half as tall, drawn a quarter of the reader down.
private struct ProgressBar: View {
    let fraction: CGFloat

    var body: some View {
        GeometryReader { proxy in
            let size: CGSize = proxy.size
            Color.red
                .frame(width: size.width * fraction, height: size.height / 2)
                .layoutRole("bar")
                .offset(CGSize(width: 0, height: size.height / 4))
        }
    }
}

/// Children placed corner to corner, each at its ideal size, as a custom `Layout` in an app.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) { total, size in
            CGSize(width: total.width + size.width, height: total.height + size.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        var corner = CGPoint(x: bounds.minX, y: bounds.minY)
        for subview in subviews {
            let size: CGSize = subview.sizeThatFits(.unspecified)
            subview.place(at: corner, proposal: .unspecified)
            corner = CGPoint(x: corner.x + size.width, y: corner.y + size.height)
        }
    }
}

@Suite struct FoundationGeometryTests {
    private let red = resolved(Color.red)

    @Test func aCustomShapeDrawsItsPathInTheRectItIsGiven() throws {
        let side: CGFloat = 40
        let rendering = try renderForTest(
            RightPointer().fill(Color.red).frame(width: side, height: side).layoutRole("pointer"), width: 40)
        let frame = try #require(frames(rendering, "pointer").first)
        #expect((frame.width, frame.height) == (40, 40))
        // Inside near the leading edge and on the way to the tip; outside above and below the tip.
        #expect(pixel(rendering, 2, 20) == red && pixel(rendering, 30, 20) == red)
        #expect(pixel(rendering, 38, 2) != red && pixel(rendering, 38, 38) != red)
    }

    @Test func aShapeFromCGFloatArithmeticCoversItsFraction() throws {
        let width: CGFloat = 80
        let rendering = try renderForTest(LeadingPart(fraction: 0.25).fill(Color.red).frame(width: width, height: 10), width: 80)
        #expect(pixel(rendering, 19, 5) == red && pixel(rendering, 21, 5) != red)
    }

    @Test func aGeometryReadersSizeSizesAndOffsetsItsContent() throws {
        let maxWidth: CGFloat? = 80
        let rendering = try renderForTest(
            ProgressBar(fraction: 0.5).frame(maxWidth: maxWidth).frame(height: 40), width: 80)
        // The bar is laid out half the reader's width and height at its top; `offset` moves only its drawing.
        let bar = try #require(frames(rendering, "bar").first)
        #expect((bar.minX, bar.minY, bar.width, bar.height) == (0, 0, 40, 20))
        #expect(pixel(rendering, 10, 5) != red && pixel(rendering, 10, 15) == red && pixel(rendering, 10, 29) == red)
        #expect(pixel(rendering, 10, 31) != red && pixel(rendering, 41, 15) != red)
    }

    @Test func aCustomLayoutMeasuresAndPlacesInFoundationGeometry() throws {
        let rendering = try renderForTest(
            Diagonal() {
                Color.red.frame(width: 10, height: 20).layoutRole("first")
                Color.red.frame(width: 30, height: 5).layoutRole("second")
            }.layoutRole("diagonal").fixedSize(), width: 100)
        let whole = try #require(frames(rendering, "diagonal").first)
        let first = try #require(frames(rendering, "first").first)
        let second = try #require(frames(rendering, "second").first)
        #expect((whole.width, whole.height) == (40, 25))
        #expect((second.minX - first.minX, second.minY - first.minY) == (10, 20))
        #expect((second.width, second.height) == (30, 5))
    }
}
