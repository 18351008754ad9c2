import Raster

/// A thin line in iOS's separator colour (translucent, so #C6C6C8 on white), one device pixel
/// thick (0.33 points at 3x), or a point at the accessibility text sizes, as SwiftUI's
/// `dividerThickness` is; drawn on whole device pixels, as SwiftUI aligns frames to pixels, so it
/// is one sharp row of pixels wherever the layout puts it. Across a `VStack` (and outside any
/// stack) it spans the width it is offered; in an `HStack` it stands up the height.
public struct Divider: PrimitiveView {
    public init() {}

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let thickness = environment.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / environment.displayScale
        return [DividerNode(color: UIColor.separator.color.resolve(in: environment), thickness: thickness)]
    }
}

/// A divider; its stack sets which way it runs (see `LayoutNode`).
final class DividerNode: Node {
    let color: RGBA
    let thickness: Double
    /// The axis of the stack that holds it: in a horizontal stack the line runs vertically.
    var stackAxis: Axis?

    init(color: RGBA, thickness: Double) {
        self.color = color
        self.thickness = thickness
        super.init()
        role = "divider"
    }

    override func runAlongStack(_ axis: Axis) { stackAxis = axis }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        stackAxis == .horizontal
            ? Size(width: thickness, height: proposal.height.double.flatMap { $0.isFinite ? $0 : nil } ?? 0)
            : Size(width: proposal.width.double.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: thickness)
    }

    override func drawContent(in canvas: inout Canvas) {
        canvas.fill(.rect(onWholePixels(frame, canvas.transform)), color: color)
    }

    /// `rect` moved to the nearest whole device pixels under `transform` (unless that rotates or
    /// skews), at least one pixel thick across the way it runs.
    private func onWholePixels(_ rect: Rect, _ transform: Transform) -> Rect {
        guard transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0,
              let back = transform.inverted() else { return rect }
        let device = transform.apply(rect)
        func span(_ start: Double, _ end: Double, across: Bool) -> (Double, Double) {
            let first = start.rounded()
            return (first, across ? max(end.rounded(), first + 1) : end.rounded())
        }
        let (x0, x1) = span(device.minX, device.maxX, across: stackAxis == .horizontal)
        let (y0, y1) = span(device.minY, device.maxY, across: stackAxis != .horizontal)
        return back.apply(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }
}
