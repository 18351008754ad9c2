import Raster

/// A node whose spacing preference is its own rather than its child's or the default.
protocol SpacingPreferring: Node {
    var viewSpacing: ViewSpacing { get }
}

/// The spacing `node` prefers (see `ViewSpacing`): its own if it has one, a modifier's child's
/// (a modifier that changes no layout changes no spacing), and otherwise the default of a view
/// that asks for nothing.
func viewSpacing(of node: Node) -> ViewSpacing {
    switch node {
    case let preferring as SpacingPreferring: preferring.viewSpacing
    // Scroll views and bordered buttons have their own edges, whatever is inside.
    case is ScrollNode, is ButtonFillNode: ViewSpacing()
    case let wrapper as WrapperNode: viewSpacing(of: wrapper.child)
    case let layered as LayeredNode: viewSpacing(of: layered.content)
    default: ViewSpacing()
    }
}

extension TextNode: SpacingPreferring {
    /// SwiftUI's text spacing from the largest font on the text. SnapUI sets half a font's leading
    /// above each line and half below (SwiftUI's uniform line height), so the leading is inside
    /// the frame: text to text is the leading left outside, none, and two texts sit as two lines
    /// of one paragraph. A view above is kept a tenth of a line height, rounded up to a pixel,
    /// from the descenders' line; a view below as far from the caps as the next line's would be.
    var viewSpacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let spacing = computedSpacing
        spacingCache = spacing
        return spacing
    }

    private var computedSpacing: ViewSpacing {
        let fonts = [font] + runs.map(\.style.font)
        let ascent = fonts.map(\.ascent).max()!, descent = fonts.map(\.descent).max()!
        let leading = fonts.map(\.lineGap).max()!
        let capHeight = fonts.map(\.capHeight).max()!
        let lineHeight = ascent + descent
        let textSpacing = roundedUp(lineHeight * 0.1, to: pixelLength)
        let metrics = ViewSpacing.TextMetrics(
            ascend: ascent + leading / 2, descend: descent + leading / 2, leading: 0, pixelLength: pixelLength)
        let lineSpacing = lineHeight + textSpacing
        let ideal = makeLayout(width: nil)
        let firstBaseline = ideal.lines.first?.baseline ?? metrics.ascend
        let lastBaseline = ideal.lines.last?.baseline ?? metrics.ascend
        typealias Key = ViewSpacing.Key
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .bottomTextMetrics(metrics),
            Key(category: .textToText, edge: .bottom): .topTextMetrics(metrics),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - ideal.size.height),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - metrics.ascend),
            Key(category: .edgeBelowText, edge: .bottom): .distance(
                max(lineSpacing - capHeight, textSpacing + metrics.descend)),
        ])
    }
}

extension Raster.Font {
    /// The height of a capital letter: the top of "H" above the baseline.
    var capHeight: Double {
        let bounds = path(of: glyph(for: "H"), at: .zero).controlPointBounds
        return bounds.height.isFinite ? bounds.height : ascent
    }
}

extension SpacerNode: SpacingPreferring {
    /// None along its stack's axis (it is the space); none at all outside a stack.
    var viewSpacing: ViewSpacing {
        switch axis {
        case .horizontal: .horizontal(0)
        case .vertical: .vertical(0)
        case nil: .zero
        }
    }
}

extension PaddingNode: SpacingPreferring {
    /// The child's, except on padded edges, which ask for the default.
    var viewSpacing: ViewSpacing {
        var spacing = SnapUI.viewSpacing(of: child)
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        spacing.reset(edges)
        return spacing
    }
}

extension FrameNode: SpacingPreferring {
    /// The child's, except on the edges of a dimension the frame sets, which ask for the default.
    var viewSpacing: ViewSpacing {
        var spacing = SnapUI.viewSpacing(of: child)
        var edges: Edge.Set = []
        if width.min != nil || width.ideal != nil || width.max != nil { edges.formUnion(.horizontal) }
        if height.min != nil || height.ideal != nil || height.max != nil { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }
}

extension LayoutNode: SpacingPreferring {
    /// A stack's: on each edge along its axis the end child's, across it every child's; a ZStack's:
    /// every child's; another layout's: the default.
    var viewSpacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let spacing = computedSpacing
        spacingCache = spacing
        return spacing
    }

    private var computedSpacing: ViewSpacing {
        if layout is ZStackLayout {
            var spacing = ViewSpacing(minima: [:])
            for child in children { spacing.formUnion(SnapUI.viewSpacing(of: child)) }
            return spacing
        }
        guard let axis = (layout as? any StackLayout)?.axis else { return ViewSpacing() }
        guard !children.isEmpty else { return .zero }
        var spacing = ViewSpacing(minima: [:])
        for (index, child) in children.enumerated() {
            var edges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
            if index == 0 { edges.insert(axis == .horizontal ? .leading : .top) }
            if index == children.count - 1 { edges.insert(axis == .horizontal ? .trailing : .bottom) }
            spacing.formUnion(SnapUI.viewSpacing(of: child), edges: edges)
        }
        return spacing
    }
}
