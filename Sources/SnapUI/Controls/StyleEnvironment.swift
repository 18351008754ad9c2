/// How every control style reaches its controls, written once: `.toggleStyle(_:)`, `.buttonStyle(_:)`
/// and the other style modifiers put the style in the environment under its kind (the style
/// protocol's existential, such as `any ToggleStyle`), and the control draws through `Styled`, which
/// takes the style of its kind set above (or the control's automatic one), fills in the style's
/// dynamic properties and makes its body. Adding a style is declaring its protocol, its
/// configuration and its modifier (one `style(_:of:)` call).

/// Where the environment keeps the style of one kind: nil until a view above sets one.
private struct StyleKey<Style>: EnvironmentKey {
    static var defaultValue: Style? { nil }
}

extension EnvironmentValues {
    /// The style of `kind` (a style protocol's existential, such as `(any ToggleStyle).self`) that a
    /// view above set, or `automatic` when none did.
    func style<Style>(of kind: Style.Type, or automatic: @autoclosure () -> Style) -> Style {
        self[StyleKey<Style>.self] ?? automatic()
    }

    /// Sets the style of `kind` for the controls inside.
    mutating func setStyle<Style>(_ style: Style, of kind: Style.Type) {
        self[StyleKey<Style>.self] = style
    }
}

extension View {
    /// Sets the style of `kind` (a style protocol's existential, such as `(any ToggleStyle).self`)
    /// that the controls inside draw with: what every public style modifier does.
    func style<Style>(_ style: Style, of kind: Style.Type) -> some View {
        transformEnvironment { $0.setStyle(style, of: kind) }
    }
}

/// A control drawn by its style: the style of its kind that a view above set (or the control's
/// automatic style), its dynamic properties (such as `@Environment`) filled in, then the body the
/// control makes with it (its `makeBody(configuration:)`).
struct Styled<Style>: PrimitiveView {
    private let resolve: (EnvironmentValues) -> Style
    private let body: (Style) -> any View

    /// Drawn by the style of `kind` set above, or by `automatic`; by `automatic` alone when
    /// `readsEnvironment` is false (the button a primitive style makes from its configuration).
    init(_ kind: Style.Type, automatic: @autoclosure @escaping () -> Style, readsEnvironment: Bool = true,
         body: @escaping (Style) -> any View) {
        resolve = readsEnvironment ? { $0.style(of: kind, or: automatic()) } : { _ in automatic() }
        self.body = body
    }

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let style = resolve(environment)
        installDynamicProperties(of: style, environment: environment)
        return SnapUI.makeNodes(body(style), in: environment)
    }
}
