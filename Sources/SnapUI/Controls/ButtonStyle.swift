/// A way of drawing a button's label at rest, as SwiftUI's `ButtonStyle`: the style draws
/// `configuration.label` (and may read `isPressed`, false in a snapshot, and `role`). The label is not
/// tinted: the style colours it.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A way of drawing a button and deciding when it fires, as SwiftUI's `PrimitiveButtonStyle`: the
/// style draws `configuration.label` and calls `configuration.trigger()` when it should fire. The
/// built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`, `.glass`,
/// `.glassProminent`) are primitive styles.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style draws: the button's label and role, and its action as `trigger()`.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label: its content as one view (several views stack vertically, as in SwiftUI).
    public struct Label: PrimitiveView {
        let content: AnyView

        init<Content: View>(_ content: Content) {
            self.content = AnyView(content)
        }

        public func makeNodes(in environment: EnvironmentValues) -> [Node] {
            [makeNode(content, in: environment)]
        }
    }

    /// The button's role, such as `.destructive`.
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() {
        action()
    }
}

/// What a button style draws: the button's label and role, and whether it is pressed (never, at rest).
public struct ButtonStyleConfiguration {
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    /// The button's role, such as `.destructive`.
    public let role: ButtonRole?
    public let label: Label
    /// Whether the button is being pressed: false in a snapshot.
    public let isPressed: Bool
}

extension View {
    /// Sets how the buttons inside draw, with a primitive style such as `.bordered`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        self.style(style, of: (any PrimitiveButtonStyle).self)
    }

    /// Sets how the buttons inside draw, with a style of your own.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        self.style(AtRestButtonStyle(style: style), of: (any PrimitiveButtonStyle).self)
    }
}

/// A `ButtonStyle` as the primitive style a button draws with: its body for the label at rest, with
/// its own dynamic properties filled in.
private struct AtRestButtonStyle<Style: ButtonStyle>: PrimitiveButtonStyle {
    let style: Style

    func makeBody(configuration: Configuration) -> some View {
        Styled(Style.self, automatic: style, readsEnvironment: false) {
            $0.makeBody(configuration: ButtonStyleConfiguration(role: configuration.role, label: configuration.label, isPressed: false))
        }
    }
}

extension PrimitiveButtonStyleConfiguration {
    /// The button drawn by its style: the primitive style set above (iOS's automatic one when none
    /// is), or the automatic one alone when `readsEnvironment` is false.
    func styled(readsEnvironment: Bool = true) -> some View {
        Styled((any PrimitiveButtonStyle).self, automatic: DefaultButtonStyle(), readsEnvironment: readsEnvironment) {
            $0.makeBody(configuration: self)
        }
    }
}

/// The colours of buttons' labels.
public enum ButtonMetrics {
    /// A destructive button's colour: iOS's red.
    public static let destructive = Color.red
    /// The label of a disabled button: iOS's tertiaryLabel.
    public static let disabledLabel = SystemColors.tertiaryLabel
}

/// The default style: on iOS, borderless.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label in the tint (red for a destructive button), without a background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessLabel(configuration: configuration)
    }
}

/// The label as it is, not tinted (red for a destructive button), without a background.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        PlainLabel(configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, without a background.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, without a tint or background.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

private struct BorderlessLabel: View {
    let configuration: PrimitiveButtonStyleConfiguration

    @Environment(\.tint) private var tint
    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        configuration.label.foregroundStyle(color)
    }

    /// A colour set on the button wins; then a disabled button greys, a destructive one is red.
    private var color: Color {
        if let foreground { return foreground }
        if !isEnabled { return ButtonMetrics.disabledLabel }
        if configuration.role == .destructive { return ButtonMetrics.destructive }
        return tint ?? .accentColor
    }
}

private struct PlainLabel: View {
    let configuration: PrimitiveButtonStyleConfiguration

    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if foreground == nil && !isEnabled {
            configuration.label.foregroundStyle(ButtonMetrics.disabledLabel)
        } else if foreground == nil && configuration.role == .destructive {
            configuration.label.foregroundStyle(ButtonMetrics.destructive)
        } else {
            configuration.label
        }
    }
}
