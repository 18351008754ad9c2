import Raster

/// A thin line in iOS's separator colour, one pixel thick (0.33 points at 3x): across a
/// `VStack` (and outside any stack) it spans the width it is offered; in an `HStack` it stands
/// up the height.
public struct Divider: PrimitiveView {
    public init() {}

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [DividerNode(color: UIColor.separator.color.resolve(in: environment), thickness: 1 / environment.displayScale)]
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
        canvas.fill(.rect(frame), color: color)
    }
}
