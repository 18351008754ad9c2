import Raster

private struct ScrollOffsetKey: EnvironmentKey { static let defaultValue = 0.0 }

extension EnvironmentValues {
    /// How far scroll views are scrolled down, in points: a snapshot can show a screen scrolled past its
    /// large title. 0 shows the top.
    public var scrollOffset: Double {
        get { self[ScrollOffsetKey.self] }
        set { self[ScrollOffsetKey.self] = newValue }
    }
}

/// A vertically scrolling column of views. A snapshot shows all of its content: the scroll view is
/// as tall as its content, or as the space it is offered if that is taller.
public struct ScrollView<Content: View>: PrimitiveView {
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let column = LayoutNode(layout: VStackLayout(), children: SnapUI.makeNodes(content, in: environment),
                                environment: environment)
        return [ScrollNode(content: column, offset: environment.scrollOffset)]
    }
}

extension Axis {
    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Shows its content from the top (less the scroll offset), clipped to its frame.
final class ScrollNode: WrapperNode {
    let offset: Double

    init(content: Node, offset: Double) {
        self.offset = offset
        super.init(child: content)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let content = child.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        return Size(width: proposal.width ?? content.width, height: max(proposal.height ?? 0, content.height - offset))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let content = child.sizeThatFits(ProposedViewSize(width: frame.width, height: nil))
        child.place(in: Rect(x: frame.minX, y: frame.minY - offset, width: frame.width, height: content.height))
    }

    override func draw(in canvas: inout Canvas) {
        canvas.save()
        canvas.clip(to: frame)
        drawChildren(in: &canvas)
        canvas.restore()
    }
}
