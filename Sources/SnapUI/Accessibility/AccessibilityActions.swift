// Actions VoiceOver offers on an element. A snapshot performs none: a named action is listed (VoiceOver
// says "Actions available"), the default, escape and magic-tap actions change nothing said, and an
// adjustable action makes the element adjustable.

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case `default`, escape, magicTap, named }

    let kind: Kind
    /// A custom action's name.
    let name: Text?

    /// Activating the element (a double tap).
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// Dismissing (the two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The magic tap (a two-finger double tap): the screen's main action.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)

    /// A custom action, offered under `name`.
    public init(named name: Text) {
        kind = .named
        self.name = name
    }

    init(kind: Kind) {
        self.kind = kind
        name = nil
    }

    /// The same kind, and for custom actions the same name.
    public static func == (lhs: AccessibilityActionKind, rhs: AccessibilityActionKind) -> Bool {
        lhs.kind == rhs.kind
            && lhs.name?.plainText(in: EnvironmentValues()) == rhs.name?.plainText(in: EnvironmentValues())
    }
}

/// Which way an adjustable element is swiped: up to increment, down to decrement.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

extension View {
    /// Adds an action of `actionKind`; a custom kind (`AccessibilityActionKind(named:)`) is offered
    /// by name.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibility { info, environment in
            if let name = actionKind.name { info.extras.actions.append(name.plainText(in: environment)) }
        }
    }

    /// Adds a custom action VoiceOver offers under `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds a custom action VoiceOver offers under the text of `nameKey`.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds a custom action VoiceOver offers under `name`.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Adds a custom action named by what `label` reads.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        accessibilityActions(label)
    }

    /// Adds the controls in `content` (buttons, toggles ...) as custom actions, each named by what
    /// it reads; they are not drawn.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let content = content()
        return accessibility { info, environment in
            let names = SnapUI.makeNodes(content, in: environment).map(\.spokenLabel).filter { !$0.isEmpty }
            info.extras.actions += names
        }
    }

    /// Makes the element adjustable: VoiceOver says "adjustable" and swiping up or down calls
    /// `handler` (which a snapshot never does).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibility { info, _ in info.isAdjustableByAction = true }
    }
}
