import Raster

/// A piece of user interface, as in SwiftUI: a value whose `body` describes its content.
///
/// Write views exactly as in SwiftUI. SnapUI resolves a view's `body` recursively until it reaches
/// primitive views (text, images, shapes, stacks and the other containers), which it lays out and draws.
public protocol View {
    /// The type of view that describes this view's content.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// A view that SnapUI lays out and draws itself rather than through a `body`.
///
/// Only SnapUI's own views conform; a design system builds on them by composition.
public protocol PrimitiveView: View where Body == Never {
    /// The layout nodes that stand for this view in `environment`.
    func makeNodes(in environment: EnvironmentValues) -> [Node]
}

extension PrimitiveView {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view: SnapUI lays it out itself and it has no body")
    }
}

/// Resolves any view to its layout nodes: primitives make nodes, other views resolve their `body`
/// after their `@Environment` properties have been filled in.
func makeNodes(_ view: any View, in environment: EnvironmentValues) -> [Node] {
    if let primitive = view as? any PrimitiveView {
        return primitive.makeNodes(in: environment)
    }
    let problems = environment.diagnostics.errors.count
    installDynamicProperties(of: view, environment: environment)
    // A view that reads something missing from the environment (an environment object) is not
    // resolved: the render fails with the problem it reported.
    guard environment.diagnostics.errors.count == problems else { return [] }
    return makeNodesReceiving({ view.body }, in: environment)
}

/// Resolves a view to exactly one node, stacking several vertically as SwiftUI does for a bare list of views.
func makeNode(_ view: any View, in environment: EnvironmentValues) -> Node {
    let nodes = makeNodes(view, in: environment)
    if nodes.count == 1 { return nodes[0] }
    return LayoutNode(layout: VStackLayout(), children: nodes, environment: environment)
}
