import Foundation
import Raster

extension View {
    /// Sets where the view's `guide` lies, from its dimensions: a stack or frame that aligns on
    /// `guide` lines this value up with its other children's.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNode { AlignmentGuideNode(child: $0, key: guide.key, computeValue: { Double(computeValue($0)) }) }
    }

    /// Sets where the view's vertical `guide` lies, from its dimensions.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNode { AlignmentGuideNode(child: $0, key: guide.key, computeValue: { Double(computeValue($0)) }) }
    }
}

/// A view with an explicit value for one guide.
final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> Double

    init(child: Node, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> Double) {
        self.key = key
        self.computeValue = computeValue
        super.init(child: child)
    }

    /// Its own value for its guide; its child's for the others.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        if key == self.key { return computeValue(ViewDimensions(size: size, proposal: proposal, node: child)) }
        return super.explicitAlignment(key, size: size, proposal: proposal)
    }
}

extension ViewDimensions {
    /// The guide's value: the view's explicit one, or the guide's default.
    func value(_ key: AlignmentKey) -> Double {
        node?.explicitAlignment(key, size: size, proposal: proposal) ?? key.id.defaultValue(in: self)
    }
}

extension Alignment {
    /// The origin of `child` aligned in `bounds`: the child's guides (its own, or the defaults)
    /// on the guides of `bounds`.
    func origin(of child: ViewDimensions, in bounds: Rect) -> Point {
        let box = ViewDimensions(size: bounds.size, node: nil)
        return Point(
            x: bounds.minX + horizontal.id.defaultValue(in: box) - child.value(horizontal.key),
            y: bounds.minY + vertical.id.defaultValue(in: box) - child.value(vertical.key))
    }
}

extension LayoutSubview {
    /// The child's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: measuredSize(proposal), proposal: proposal, node: node)
    }
}
