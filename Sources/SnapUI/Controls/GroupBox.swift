/// A box around related content with an optional label, as SwiftUI's `GroupBox`, drawn by the
/// environment's group box style (see `groupBoxStyle(_:)`). iOS's own style stacks the label in the
/// headline font above the content on a rounded card of secondarySystemBackground, tertiary when
/// one group box is inside another; the card is as wide as its content, as on iOS.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        Styled((any GroupBoxStyle).self, automatic: DefaultGroupBoxStyle()) {
            $0.makeBody(configuration: GroupBoxStyleConfiguration(label: .init(content: AnyView(label)),
                                                                  content: .init(content: AnyView(content))))
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A group box with a localised title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group box titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// What a group box style draws: the group box's label and content.
public struct GroupBoxStyleConfiguration {
    /// A group box's label, as one view.
    public struct Label: PrimitiveView {
        let content: AnyView

        public func makeNodes(in environment: EnvironmentValues) -> [Node] {
            SnapUI.makeNodes(content, in: environment)
        }
    }

    /// A group box's content, as one view.
    public struct Content: PrimitiveView {
        let content: AnyView

        public func makeNodes(in environment: EnvironmentValues) -> [Node] {
            SnapUI.makeNodes(content, in: environment)
        }
    }

    public let label: Label
    public let content: Content
}

/// A way of drawing group boxes, as SwiftUI's `GroupBoxStyle`; set it with `.groupBoxStyle(_:)`.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The metrics of iOS's group boxes.
public enum GroupBoxMetrics {
    /// Space between the card's edges and what it holds.
    public static let padding = 16.0
    /// Space between the label and the content.
    public static let labelToContent = 8.0
    /// The card's corner radius (continuous).
    public static let cornerRadius = 8.0
}

/// iOS's group box style: the label in the headline font over the content, on a rounded card.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    @Environment(\.groupBoxDepth) private var depth

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GroupBoxMetrics.labelToContent) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding(GroupBoxMetrics.padding)
        .background(
            Color(depth == 0 ? UIColor.secondarySystemBackground : UIColor.tertiarySystemBackground),
            in: RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous))
        .environment(\.groupBoxDepth, depth + 1)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// iOS's group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxDepthKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    /// How many group boxes enclose this view: the default style draws a nested box a shade lighter.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// Sets how the group boxes inside draw.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        self.style(style, of: (any GroupBoxStyle).self)
    }
}
