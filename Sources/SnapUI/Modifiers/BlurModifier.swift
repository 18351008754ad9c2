import Foundation

extension View {
    /// Draws the view blurred by a Gaussian whose standard deviation is `radius` points (as Core
    /// Image's Gaussian blur, whose radius is its standard deviation, and as SnapUI's shadows): it
    /// spreads beyond the frame and fades to transparent there, unless `opaque`, which keeps the
    /// blur within the frame with its edge pixels extended, so an opaque view stays opaque to its edges.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        wrapNode { LayerEffectNode(child: $0, effect: LayerEffect(filters: [.blur(radius: radius, opaque: opaque)])) }
    }
}
