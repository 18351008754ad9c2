import Raster

/// The kinds of safe area, as SwiftUI's: the container's (bars, the home indicator) and the keyboard's.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Shows `content` along `edge` of this view, which keeps the rest of the space: a button bar
    /// pinned to the bottom of a screen.
    public func safeAreaInset<Content: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let inset = content()
        return wrapNode { node, environment in
            SafeAreaInsetNode(content: node, inset: makeNode(inset, in: environment), isVertical: true,
                              atEnd: edge == .bottom, spacing: spacing ?? 0,
                              align: { alignment.offset(of: $0, in: $1) })
        }
    }

    /// Shows `content` along the leading or trailing `edge` of this view, which keeps the rest of the space.
    public func safeAreaInset<Content: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let inset = content()
        return wrapNode { node, environment in
            SafeAreaInsetNode(content: node, inset: makeNode(inset, in: environment), isVertical: false,
                              atEnd: edge == .trailing, spacing: spacing ?? 0,
                              align: { alignment.offset(of: $0, in: $1) })
        }
    }

    /// Lets the view extend under the safe area across `edges`: as a screen's root it is laid out
    /// into the insets there. Snapshots have no safe area unless the render options give one
    /// (`RenderOptions.safeAreaInsets`), and the keyboard is never up, so elsewhere this changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapNode { node in
            regions.contains(.container) && !edges.isEmpty ? IgnoresSafeAreaNode(child: node, edges: edges) : node
        }
    }
}

/// A view laid out into the screen's safe-area insets across `edges` when it is a screen's root.
final class IgnoresSafeAreaNode: WrapperNode {
    let edges: Edge.Set

    init(child: Node, edges: Edge.Set) {
        self.edges = edges
        super.init(child: child)
    }

    override var ignoredSafeAreaEdges: Edge.Set { edges.union(child.ignoredSafeAreaEdges) }
}

/// The leading and trailing edges.
public enum HorizontalEdge: Int8, Hashable, Sendable {
    case leading, trailing
}

/// A view with another along one of its edges, the view taking what the other leaves.
final class SafeAreaInsetNode: Node {
    let isVertical: Bool
    let atEnd: Bool
    let spacing: Double
    /// Where the inset goes across the edge: its offset for its length in the space's length.
    let align: (Double, Double) -> Double
    var content: Node { children[0] }
    var inset: Node { children[1] }

    init(content: Node, inset: Node, isVertical: Bool, atEnd: Bool, spacing: Double, align: @escaping (Double, Double) -> Double) {
        self.isVertical = isVertical
        self.atEnd = atEnd
        self.spacing = spacing
        self.align = align
        super.init(children: [content, inset])
        layoutPriority = content.layoutPriority
    }

    /// The inset's size, and the proposal left for the content.
    private func parts(_ proposal: ProposedViewSize) -> (inset: Size, content: ProposedViewSize) {
        if isVertical {
            let inset = self.inset.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            return (inset, ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - inset.height - spacing, 0) }))
        }
        let inset = self.inset.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
        return (inset, ProposedViewSize(width: proposal.width.map { max($0 - inset.width - spacing, 0) }, height: proposal.height))
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let (inset, contentProposal) = parts(proposal)
        let content = self.content.sizeThatFits(contentProposal)
        return isVertical
            ? Size(width: max(content.width, inset.width), height: content.height + spacing + inset.height)
            : Size(width: content.width + spacing + inset.width, height: max(content.height, inset.height))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let (inset, _) = parts(ProposedViewSize(frame.size))
        if isVertical {
            let contentHeight = max(frame.height - inset.height - spacing, 0)
            let insetY = atEnd ? frame.maxY - inset.height : frame.minY
            content.place(in: Rect(x: frame.minX, y: atEnd ? frame.minY : frame.minY + inset.height + spacing,
                                   width: frame.width, height: contentHeight))
            self.inset.place(in: Rect(x: frame.minX + align(inset.width, frame.width), y: insetY, width: inset.width, height: inset.height))
        } else {
            let contentWidth = max(frame.width - inset.width - spacing, 0)
            let insetX = atEnd ? frame.maxX - inset.width : frame.minX
            content.place(in: Rect(x: atEnd ? frame.minX : frame.minX + inset.width + spacing, y: frame.minY,
                                   width: contentWidth, height: frame.height))
            self.inset.place(in: Rect(x: insetX, y: frame.minY + align(inset.height, frame.height), width: inset.width, height: inset.height))
        }
    }
}
