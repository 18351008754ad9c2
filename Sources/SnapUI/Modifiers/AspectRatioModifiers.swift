import Foundation
import Raster

/// Whether a view scaled to an aspect ratio fits inside the space offered or fills it.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

extension View {
    /// Offers the view a size of `aspectRatio` (width over height; nil: the view's own ideal
    /// ratio) that fits in, or fills, the space it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNode { AspectRatioNode(child: $0, ratio: aspectRatio.map(Double.init), contentMode: contentMode) }
    }

    /// Offers the view a size of the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view, keeping its ratio, to fit the space offered.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view, keeping its ratio, to fill the space offered.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// Proposes its child a size of one aspect ratio and takes the child's size.
final class AspectRatioNode: WrapperNode {
    let ratio: Double?
    let contentMode: ContentMode

    init(child: Node, ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child)
    }

    /// The size of the ratio that fits in (or fills) `proposal`.
    private func target(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (w?, h?):
            let byWidth = Size(width: w, height: w / ratio)
            let byHeight = Size(width: h * ratio, height: h)
            let fits = byWidth.height <= h
            return ProposedViewSize((contentMode == .fit) == fits ? byWidth : byHeight)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / ratio)
        case let (nil, h?): return ProposedViewSize(width: h * ratio, height: h)
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        child.sizeThatFits(target(proposal))
    }

    /// The child at the size it takes for the ratio's size, centred.
    override func childFrame(in bounds: Rect) -> Rect {
        let size = child.sizeThatFits(target(ProposedViewSize(bounds.size)))
        return Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size)
    }
}
