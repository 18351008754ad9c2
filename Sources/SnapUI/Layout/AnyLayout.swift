import Foundation
import Raster

/// Any layout, its type erased, as SwiftUI's `AnyLayout`: choose a layout by a condition and call it
/// like any layout.
///
///     let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///     layout { Text("One"); Text("Two") }
///
/// Its content is laid out exactly as the layout it wraps lays it out.
public struct AnyLayout: Layout {
    private let layout: any Layout

    /// Wraps `layout` (an `AnyLayout` is not wrapped again).
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout's cache.
    public struct Cache {
        fileprivate var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: layout.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        layout.updateErasedCache(&cache.value, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        layout.erasedSpacing(subviews: subviews, cache: &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        layout.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        layout.erasedPlaceSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        layout.erasedExplicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        layout.erasedExplicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The node of the wrapped layout itself, so that its content is laid out as by that layout
    /// (its stack orientation included, which a type-erased layout cannot declare).
    func makeNode(children: [Node], environment: EnvironmentValues) -> Node {
        layout.makeNode(children: children, environment: environment)
    }
}

/// The layout's methods with its cache type-erased, which `AnyLayout` calls on the layout it wraps.
extension Layout {
    /// Runs `body` with the cache kept type-erased in `cache`.
    private func withTypedCache<Result>(_ cache: inout Any, _ body: (inout Cache) -> Result) -> Result {
        var typed = cache as! Cache
        defer { cache = typed }
        return body(&typed)
    }

    fileprivate func updateErasedCache(_ cache: inout Any, subviews: Subviews) {
        withTypedCache(&cache) { updateCache(&$0, subviews: subviews) }
    }

    fileprivate func erasedSpacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
        withTypedCache(&cache) { spacing(subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedSizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        withTypedCache(&cache) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedPlaceSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        withTypedCache(&cache) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedExplicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
    ) -> CGFloat? {
        withTypedCache(&cache) { explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedExplicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
    ) -> CGFloat? {
        withTypedCache(&cache) { explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func makeNode(children: [Node], environment: EnvironmentValues) -> Node {
        LayoutNode(layout: self, children: children, environment: environment)
    }
}
