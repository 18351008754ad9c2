/// A control that performs an action when tapped, drawn by the environment's button style (see
/// `buttonStyle(_:)`): one accessibility element, a button, whose label joins its content's. A
/// snapshot never taps, so the action is kept but not run.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void
    /// False for the button a primitive style makes from its configuration: it draws in the
    /// automatic style, not the style that made it.
    var usesEnvironmentStyle = true

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role: destructive buttons draw in red.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        PrimitiveButtonStyleConfiguration(role: role, label: .init(label), action: action)
            .styled(readsEnvironment: usesEnvironmentStyle)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(isEnabled ? .isButton : [.isButton, .isNotEnabled])
    }
}

// Each titled form comes as SwiftUI's pair: a literal is a localised key (see `Text(_:tableName:bundle:comment:)`),
// a string value is shown as it is (`Text(verbatim:)`); the same holds for every control's title.

extension Button where Label == Text {
    /// A button labelled with a localised title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button labelled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button labelled with a localised title, with a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button labelled with a string, shown as it is, with a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SnapUI.Label<Text, Image> {
    /// A button labelled with a localised title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SnapUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a string, shown as it is, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SnapUI.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a localised title and an SF Symbol, with a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SnapUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a string, shown as it is, and an SF Symbol, with a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SnapUI.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == ButtonRoleLabel {
    /// iOS 26's close or confirm button, labelled by its role: an xmark or a checkmark, read as
    /// "Close" or "Done".
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ButtonRoleLabel(role: role) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive button style draws from its configuration: the configuration's label
    /// and action, in the automatic style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
        usesEnvironmentStyle = false
    }
}

/// What a button does: a destructive or cancelling action, or (iOS 26) closing or confirming.
public struct ButtonRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case destructive, cancel, close, confirm }
    let kind: Kind

    /// Deletes or removes something: drawn in red.
    public static let destructive = ButtonRole(kind: .destructive)
    /// Cancels.
    public static let cancel = ButtonRole(kind: .cancel)
    /// Closes a presentation (iOS 26).
    public static let close = ButtonRole(kind: .close)
    /// Confirms a presentation's choice (iOS 26).
    public static let confirm = ButtonRole(kind: .confirm)
}

/// The label of a button made from its role alone: an xmark for close, a checkmark for confirm.
public struct ButtonRoleLabel: View {
    let role: ButtonRole

    public var body: some View {
        switch role.kind {
        case .close: Image(systemName: "xmark").accessibilityLabel(Text(verbatim: "Close")).symbolsInEmSquares()
        case .confirm: Image(systemName: "checkmark").accessibilityLabel(Text(verbatim: "Done")).symbolsInEmSquares()
        case .destructive: Image(systemName: "trash").accessibilityLabel(Text(verbatim: "Delete")).symbolsInEmSquares()
        case .cancel: Text("Cancel")
        }
    }
}
