import Foundation
import Raster

/// A direction of layout.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// A layout that lines children up along an axis, sharing out the space as SwiftUI's stacks do.
protocol StackLayout: Layout where Cache == Void {
    static var axis: Axis { get }
    var spacing: CGFloat? { get }
    /// The guide the children line up on across the axis.
    var crossAlignment: AlignmentKey { get }
}

extension StackLayout {
    var arithmetic: StackArithmetic { StackArithmetic(axis: Self.axis, spacing: spacing.double, alignment: crossAlignment) }

    /// A spacer or divider inside runs along (or across) the stack's axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        CGSize(arithmetic.size(proposal, subviews))
    }

    /// Places each child with the proposal it was sized with for `proposal` (the stack's own, as
    /// SwiftUI's stacks place their children), so that a child is laid out as it was measured.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let placing = arithmetic.placement(in: Rect(bounds), proposal: proposal, subviews)
        for (subview, (frame, offer)) in zip(subviews, zip(placing.frames, placing.offers)) {
            subview.place(at: frame.origin, proposal: offer)
        }
    }

    /// On each edge along the axis the end child's preferences, across it every child's; none
    /// for an empty stack.
    public func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        let (start, end): (Edge.Set, Edge.Set) = Self.axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        var spacing = ViewSpacing(minima: [:])
        for (index, subview) in subviews.enumerated() {
            var edges: Edge.Set = Self.axis == .horizontal ? .vertical : .horizontal
            if index == 0 { edges.insert(start) }
            if index == subviews.count - 1 { edges.insert(end) }
            spacing.formUnion(subview.spacing, edges: edges)
        }
        return spacing
    }
}

/// SwiftUI's default gap between the views of a stack.
let defaultStackSpacing = 8.0

/// Stack layout along one axis: the arithmetic HStack and VStack share.
struct StackArithmetic {
    let axis: Axis
    let spacing: Double?
    /// The guide across the axis that the children's line up on.
    let alignment: AlignmentKey

    private func main(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }
    private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// The gaps between neighbours: the stack's spacing, or else the distance the two prefer
    /// (`ViewSpacing`: 8 points by default, none beside a spacer, text to text from the fonts).
    func gaps(_ subviews: LayoutSubviews) -> [Double] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        let preferences = subviews.map(\.spacing)
        return (1..<subviews.count).map { preferences[$0 - 1].distance(to: preferences[$0], along: axis) }
    }

    /// Each child's size for `proposal` and the proposal it was offered: the length along the axis
    /// shared out as SwiftUI does (`SpaceSharing`: by layout priority, least flexible first).
    private func childOffers(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (sizes: [Size], offers: [ProposedViewSize]) {
        let proposedMain = axis == .horizontal ? proposal.width : proposal.height
        let proposedCross = axis == .horizontal ? proposal.height : proposal.width
        guard let proposedMain else {
            let offer = self.proposal(main: nil, cross: proposedCross)
            return (subviews.map { $0.measuredSize(offer) }, Array(repeating: offer, count: subviews.count))
        }
        let sharing = SpaceSharing(children: subviews.map { subview in
            SpaceSharing.Child(
                priority: subview.priority,
                smallest: main(subview.measuredSize(self.proposal(main: 0, cross: proposedCross))),
                largest: main(subview.measuredSize(self.proposal(main: .infinity, cross: proposedCross))))
        })
        var sizes = [Size](repeating: .zero, count: subviews.count)
        var offers = [ProposedViewSize](repeating: .unspecified, count: subviews.count)
        sharing.share(proposedMain - gaps(subviews).reduce(0, +)) { index, offer in
            offers[index] = self.proposal(main: offer, cross: proposedCross)
            sizes[index] = subviews[index].measuredSize(offers[index])
            return main(sizes[index])
        }
        return (sizes, offers)
    }

    /// Where each child sits across the axis, from the start of the group, with every child's
    /// guide on one line (as SwiftUI: the group spans the union of the aligned children and 0);
    /// and the group's length across the axis.
    private func crossPlacement(
        _ sizes: [Size], _ offers: [ProposedViewSize], _ subviews: LayoutSubviews
    ) -> (offsets: [Double], length: Double) {
        let guides = subviews.indices.map { ViewDimensions(size: sizes[$0], proposal: offers[$0], node: subviews[$0].node).value(alignment) }
        var (lower, upper) = (0.0, 0.0)
        for (size, guide) in zip(sizes, guides) {
            lower = min(lower, -guide)
            upper = max(upper, -guide + cross(size))
        }
        return (guides.map { -$0 - lower }, upper - lower)
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Size {
        let (sizes, offers) = childOffers(proposal, subviews)
        let mainTotal = sizes.map(main).reduce(0, +) + gaps(subviews).reduce(0, +)
        let crossLength = crossPlacement(sizes, offers, subviews).length
        return axis == .horizontal ? Size(width: mainTotal, height: crossLength) : Size(width: crossLength, height: mainTotal)
    }

    /// The children's frames in `bounds` and the proposals they are sized with: the stack's
    /// `proposal` along the axis (as SwiftUI places a stack, so its children are offered what they
    /// were offered when the stack was measured, not a share of the narrower size it chose), and
    /// across it the proposal or else the bounds. A group narrower than `bounds` across the axis
    /// sits at the start, except for the edge and centre guides, which place it as they would a child.
    func placement(in bounds: Rect, proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (frames: [Rect], offers: [ProposedViewSize]) {
        let placing = axis == .horizontal
            ? ProposedViewSize(width: proposal.width, height: proposal.height ?? bounds.height)
            : ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height)
        let (sizes, offers) = childOffers(placing, subviews)
        let gaps = self.gaps(subviews)
        let (offsets, length) = crossPlacement(sizes, offers, subviews)
        let available = cross(bounds.size)
        let slack = alignment.id is any FrameAlignmentID.Type
            ? alignment.id.defaultValue(in: ViewDimensions(size: Size(width: available, height: available), node: nil))
                - alignment.id.defaultValue(in: ViewDimensions(size: Size(width: length, height: length), node: nil))
            : 0
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        var frames: [Rect] = []
        for (index, size) in sizes.enumerated() {
            let crossPosition = (axis == .horizontal ? bounds.minY : bounds.minX) + offsets[index] + slack
            let origin = axis == .horizontal
                ? Point(x: position, y: crossPosition) : Point(x: crossPosition, y: position)
            frames.append(Rect(origin: origin, size: size))
            position += main(size) + (index < gaps.count ? gaps[index] : 0)
        }
        return (frames, offers)
    }
}

/// Lines children up left to right.
public struct HStackLayout: StackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    static var axis: Axis { .horizontal }

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var crossAlignment: AlignmentKey { alignment.key }
}

/// Lines children up top to bottom.
public struct VStackLayout: StackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    static var axis: Axis { .vertical }

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var crossAlignment: AlignmentKey { alignment.key }
}

/// Stacks children on top of one another, aligned.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// As large as the children of the highest layout priority (the others fit in their space).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        let top = subviews.map(\.priority).max() ?? 0
        let sizes = subviews.filter { $0.priority == top }.map { $0.measuredSize(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, childFrames(in: Rect(bounds), subviews)) {
            subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }

    /// The children's frames in `bounds`: each child's guides on the highest-priority children's
    /// furthest guides, the group placed in `bounds` as the edge and centre guides place a child.
    func childFrames(in bounds: Rect, _ subviews: LayoutSubviews) -> [Rect] {
        let proposal = ProposedViewSize(bounds.size)
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let top = subviews.map(\.priority).max() ?? 0
        let leaders = zip(subviews, dimensions).filter { $0.0.priority == top }.map(\.1)
        let guide = Point(
            x: leaders.map { $0.value(alignment.horizontal.key) }.max() ?? 0,
            y: leaders.map { $0.value(alignment.vertical.key) }.max() ?? 0)
        let group = Size(width: Double(leaders.map(\.width).max() ?? 0), height: Double(leaders.map(\.height).max() ?? 0))
        let slack = Point(
            x: alignment.horizontal.id is any FrameAlignmentID.Type ? alignment.horizontal.offset(of: group.width, in: bounds.width) : 0,
            y: alignment.vertical.id is any FrameAlignmentID.Type ? alignment.vertical.offset(of: group.height, in: bounds.height) : 0)
        return dimensions.map { child in
            Rect(
                x: bounds.minX + slack.x + guide.x - child.value(alignment.horizontal.key),
                y: bounds.minY + slack.y + guide.y - child.value(alignment.vertical.key),
                width: child.width, height: child.height)
        }
    }
}

/// Views in a row.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Views in a column.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Views on top of one another.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Flexible empty space that pushes its neighbours apart along its stack's axis.
public struct Spacer: PrimitiveView {
    let minLength: Double?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.double
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [SpacerNode(minLength: minLength ?? defaultStackSpacing)]
    }
}

/// A spacer; its axis is set by the stack that holds it (none outside a stack: it grows both ways).
final class SpacerNode: Node {
    let minLength: Double
    var axis: Axis?

    /// A spacer has the lowest layout priority, as in SwiftUI: a stack offers its siblings all the
    /// space first, keeping back only the spacer's minimum, and the spacer takes what is left.
    init(minLength: Double) {
        self.minLength = minLength
        super.init()
        layoutPriority = -.infinity
    }

    override func runAlongStack(_ axis: Axis) { self.axis = axis }

    /// None along its stack's axis (it is the space); none at all outside a stack.
    override var viewSpacing: ViewSpacing {
        switch axis {
        case .horizontal: .horizontal(0)
        case .vertical: .vertical(0)
        case nil: .zero
        }
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        // Offered infinity, a spacer is infinitely flexible: stacks give it space last.
        func grow(_ proposed: CGFloat?) -> Double {
            guard let proposed else { return minLength }
            return max(proposed, minLength)
        }
        switch axis {
        case .horizontal: return Size(width: grow(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: grow(proposal.height))
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}
