/// A reusable change to a view, as SwiftUI's `ViewModifier`: apply it with `.modifier(_:)`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ModifierContent

    /// The modified view, built around `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` receives as its content.
public struct ModifierContent: PrimitiveView {
    let view: any View

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        SnapUI.makeNodes(view, in: environment)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    let content: Content
    let modifier: Modifier

    public var body: Modifier.Body {
        modifier.body(content: ModifierContent(view: content))
    }
}

extension View {
    /// Applies a modifier.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// Wraps the node this view makes (several are stacked first) in another node.
    func wrapNode(_ wrap: @escaping (Node, EnvironmentValues) -> Node) -> some View {
        NodeWrapper(content: self, wrap: wrap)
    }

    /// Wraps the node this view makes in another node that does not need the environment.
    func wrapNode(_ wrap: @escaping (Node) -> Node) -> some View {
        wrapNode { node, _ in wrap(node) }
    }

    /// Changes each node this view makes, for modifiers that apply to every row of a list.
    func updateNodes(_ update: @escaping (Node) -> Void) -> some View {
        NodeUpdater(content: self, update: update)
    }
}

/// The view behind `wrapNode`.
private struct NodeWrapper<Content: View>: PrimitiveView {
    let content: Content
    let wrap: (Node, EnvironmentValues) -> Node

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [wrap(makeNode(content, in: environment), environment)]
    }
}

/// The view behind `updateNodes`.
private struct NodeUpdater<Content: View>: PrimitiveView {
    let content: Content
    let update: (Node) -> Void

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let nodes = SnapUI.makeNodes(content, in: environment)
        nodes.forEach(update)
        return nodes
    }
}
