/// A control that performs an action when tapped: one accessibility element, a button, whose label
/// joins its content's. A snapshot never taps, so the action is kept but not run.
public struct Button<Label: View>: View {
    let label: Label
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    @Environment(\.tint) private var tint
    @Environment(\.foregroundStyle) private var foreground

    public var body: some View {
        // One element, however many views the label has (stacked, as in SwiftUI).
        SingleNode(content: label)
            .foregroundStyle(foreground ?? tint ?? .accentColor)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
    }
}

extension Button where Label == Text {
    /// A button labelled with text.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// Its content as one node: the node itself, or several stacked in a VStack.
private struct SingleNode<Content: View>: PrimitiveView {
    let content: Content

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [makeNode(content, in: environment)]
    }
}
