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
        // The content's `containerRelativeFrame`s measure against this scroll view.
        var inside = environment
        let container = ScrollContainer()
        inside.scrollContainer = container
        let children = SnapUI.makeNodes(content, in: inside)
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let stack: Node = axis == .horizontal
            ? LayoutNode(layout: HStackLayout(), children: children, environment: environment)
            : LayoutNode(layout: VStackLayout(), children: children, environment: environment)
        let scroll = ScrollNode(content: stack, axis: axis, offset: axis == .vertical ? environment.scrollOffset : 0,
                                anchor: environment.defaultScrollAnchor, clips: !environment.isScrollClipDisabled)
        scroll.container = container
        scroll.addContentMargins(environment.scrollContentMargins)
        return [scroll]
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
    /// Where the content rests when it is not the scroll view's size (`defaultScrollAnchor(_:)`): a
    /// vertical scroll view with an anchor takes the height it is offered and shows that point of
    /// its content (the bottom of a tall content for `.bottom`); nil shows it from the top, whole.
    let anchor: UnitPoint?
    /// False when `scrollClipDisabled()` lets the content draw beyond the scroll view's frame.
    let clips: Bool
    /// The content margins (`contentMargins`, `safeAreaPadding`) around the content.
    private(set) var contentMargins = EdgeInsets()
    /// What the content's `containerRelativeFrame`s measure against: this scroll view less its margins.
    var container: ScrollContainer?

    init(content: Node, axis: Axis, offset: Double, contentFillsHeight: Bool = false, anchor: UnitPoint? = nil, clips: Bool = true) {
        self.axis = axis
        self.offset = offset
        self.contentFillsHeight = contentFillsHeight
        self.anchor = anchor
        self.clips = clips
        super.init(child: content)
    }

    /// Insets the content by `margins` more, inside the scroll view (it scrolls under them).
    func addContentMargins(_ margins: EdgeInsets) {
        guard margins != EdgeInsets() else { return }
        contentMargins = EdgeInsets(top: contentMargins.top + margins.top, leading: contentMargins.leading + margins.leading,
                                    bottom: contentMargins.bottom + margins.bottom,
                                    trailing: contentMargins.trailing + margins.trailing)
        children[0] = PaddingNode(child: children[0], insets: margins)
    }

    /// The content's size: free along the scrolling axis.
    private func contentSize(_ proposal: ProposedViewSize) -> Size {
        container?.size = ProposedViewSize(width: proposal.width.map { max($0 - contentMargins.horizontal, 0) },
                                           height: proposal.height.map { max($0 - contentMargins.vertical, 0) })
        return axis == .vertical
            ? child.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            : child.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let content = contentSize(proposal)
        if axis == .horizontal {
            return Size(width: proposal.width ?? content.width, height: content.height)
        }
        if anchor != nil, let height = proposal.height {
            return Size(width: proposal.width ?? content.width, height: height)
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
        let rest = anchor.map { (bounds.height - height) * Double($0.y) } ?? 0
        return Rect(x: bounds.minX, y: bounds.minY + rest - offset, width: bounds.width, height: height)
    }

    /// A scroll view has edges of its own, whatever is inside: the default spacing.
    override var viewSpacing: ViewSpacing { ViewSpacing() }

    /// A scroll view passes on none of its content's guides.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? { nil }

    override var drawingEffect: DrawingEffect { clips ? .scroll : .none }
}
