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

/// A scrolling column of views (a row, for `.horizontal`). A snapshot shows a vertical scroll view
/// whole: it is as tall as its content less the scroll offset, or as the space it is offered if that
/// is taller. A horizontal one is as wide as it is offered and shows its content from the leading
/// edge, clipped.
public struct ScrollView<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let children = SnapUI.makeNodes(content, in: environment)
        if axes == .horizontal {
            return [ScrollNode(content: LayoutNode(layout: HStackLayout(), children: children, environment: environment),
                               axis: .horizontal, offset: 0)]
        }
        return [ScrollNode(content: LayoutNode(layout: VStackLayout(), children: children, environment: environment),
                           axis: .vertical, offset: environment.scrollOffset)]
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

/// Shows its content from the top (less the scroll offset) or, scrolling horizontally, from the
/// leading edge, clipped to its frame.
final class ScrollNode: WrapperNode {
    let axis: Axis
    let offset: Double
    /// True when the content is given at least the scroll view's height, as a List's background fills
    /// the screen below its last row.
    let contentFillsHeight: Bool

    init(content: Node, axis: Axis, offset: Double, contentFillsHeight: Bool = false) {
        self.axis = axis
        self.offset = offset
        self.contentFillsHeight = contentFillsHeight
        super.init(child: content)
    }

    /// The content's size: free along the scrolling axis.
    private func contentSize(_ proposal: ProposedViewSize) -> Size {
        axis == .vertical
            ? child.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            : child.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let content = contentSize(proposal)
        if axis == .horizontal {
            return Size(width: proposal.width ?? content.width, height: content.height)
        }
        return Size(width: proposal.width ?? content.width, height: max(proposal.height ?? 0, content.height - offset))
    }

    /// The content from the leading edge or, scrolled by the offset, from the top.
    override func childFrame(in bounds: Rect) -> Rect {
        let content = contentSize(ProposedViewSize(bounds.size))
        if axis == .horizontal {
            return Rect(x: bounds.minX, y: bounds.minY, width: content.width, height: bounds.height)
        }
        let height = contentFillsHeight ? max(content.height, bounds.height + offset) : content.height
        return Rect(x: bounds.minX, y: bounds.minY - offset, width: bounds.width, height: height)
    }

    /// A scroll view has edges of its own, whatever is inside: the default spacing.
    override var viewSpacing: ViewSpacing { ViewSpacing() }

    /// A scroll view passes on none of its content's guides.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? { nil }

    override var drawingEffect: DrawingEffect { .scroll }
}
