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
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
    let content: Content
    let modifier: Modifier

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        installDynamicProperties(of: modifier, environment: environment)
        return makeNodesReceiving({ modifier.body(content: ModifierContent(view: content)) }, in: environment)
    }
}

extension View {
    /// Applies a modifier.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// Wraps each node this view makes in another node: as in SwiftUI, a modifier on several views
    /// (a `TupleView`, a `ForEach`) applies to each of them, and on none to nothing.
    func wrapNode(_ wrap: @escaping (Node, EnvironmentValues) -> Node) -> some View {
        NodeWrapper(content: self, wrap: wrap)
    }

    /// Wraps the node this view makes in another node that does not need the environment.
    func wrapNode(_ wrap: @escaping (Node) -> Node) -> some View {
        wrapNode { node, _ in wrap(node) }
    }
}

/// The view behind `wrapNode`.
private struct NodeWrapper<Content: View>: PrimitiveView {
    let content: Content
    let wrap: (Node, EnvironmentValues) -> Node

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        SnapUI.makeNodes(content, in: environment).map { wrap($0, environment) }
    }
}
