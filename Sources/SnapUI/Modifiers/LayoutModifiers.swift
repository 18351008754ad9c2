import Foundation
import Raster

extension View {
    /// Adds space around the view: 16 points on `edges` unless `length` is given.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length.double ?? 16
        return padding(EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Adds `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapNode { PaddingNode(child: $0, insets: insets) }
    }

    /// Gives the view a fixed width, height or both; the view is aligned inside that frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapNode {
            FrameNode(child: $0, alignment: alignment,
                      width: FrameNode.Limits(min: width, ideal: width, max: width),
                      height: FrameNode.Limits(min: height, ideal: height, max: height))
        }
    }

    /// Gives the view a flexible frame: at least the minimum, at most the maximum (`.infinity` to fill).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        wrapNode {
            FrameNode(child: $0, alignment: alignment,
                      width: FrameNode.Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
                      height: FrameNode.Limits(min: minHeight, ideal: idealHeight, max: maxHeight))
        }
    }

    /// Makes the view take its ideal size, whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        wrapNode { FixedSizeNode(child: $0, horizontal: horizontal, vertical: vertical) }
    }

    /// How willing the view is to take space from its siblings in a stack (0 by default).
    public func layoutPriority(_ priority: Double) -> some View {
        wrapNode { node, _ in
            node.layoutPriority = priority
            return node
        }
    }
}

/// Insets the child.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(child: Node, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let inner = ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
        let size = child.sizeThatFits(inner)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func childFrame(in bounds: Rect) -> Rect {
        Rect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(bounds.width - insets.horizontal, 0), height: max(bounds.height - insets.vertical, 0))
    }

    /// The child's, except on padded edges, which ask for the default.
    override var viewSpacing: ViewSpacing {
        var spacing = child.viewSpacing
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        spacing.reset(edges)
        return spacing
    }
}

/// A fixed or flexible frame around the child, as `.frame(...)`.
final class FrameNode: WrapperNode {
    struct Limits {
        var min, ideal, max: CGFloat?

        /// What the frame offers its child in this dimension.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        /// The frame's own length in this dimension, as SwiftUI's frames choose it.
        func length(proposed: CGFloat?, child: Double) -> Double {
            if min == nil && max == nil { return proposed == nil ? Double(ideal ?? CGFloat(child)) : child }
            var value = CGFloat(child)
            if let max, let proposed { value = Swift.max(value, Swift.min(max, proposed)) }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return Double(value)
        }
    }

    let alignment: Alignment
    let width: Limits
    let height: Limits

    init(child: Node, alignment: Alignment, width: Limits, height: Limits) {
        self.alignment = alignment
        self.width = width
        self.height = height
        super.init(child: child)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let childSize = child.sizeThatFits(ProposedViewSize(
            width: width.childProposal(proposal.width), height: height.childProposal(proposal.height)))
        return Size(
            width: width.length(proposed: proposal.width, child: childSize.width),
            height: height.length(proposed: proposal.height, child: childSize.height))
    }

    /// The child at the size it takes for what the frame offers it, aligned in the frame.
    override func childFrame(in bounds: Rect) -> Rect {
        let childSize = child.sizeThatFits(ProposedViewSize(
            width: width.childProposal(bounds.width), height: height.childProposal(bounds.height)))
        return Rect(
            origin: alignment.origin(of: ViewDimensions(size: childSize, node: child), in: bounds), size: childSize)
    }

    /// The child's, except on the edges of a dimension the frame sets, which ask for the default.
    override var viewSpacing: ViewSpacing {
        var spacing = child.viewSpacing
        var edges: Edge.Set = []
        if width.min != nil || width.ideal != nil || width.max != nil { edges.formUnion(.horizontal) }
        if height.min != nil || height.ideal != nil || height.max != nil { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }
}

/// Offers the child no size in the fixed dimensions, so it takes its ideal size there.
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: Node, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        child.sizeThatFits(fixed(proposal))
    }

    /// The child at its ideal size in the fixed dimensions, centred.
    override func childFrame(in bounds: Rect) -> Rect {
        let size = child.sizeThatFits(fixed(ProposedViewSize(bounds.size)))
        return Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size)
    }
}
