/// A button that shows a menu of actions, as SwiftUI's `Menu`. A snapshot shows it closed: it draws as
/// its label in the tint, a button to VoiceOver, and its content is never shown.
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu whose label also performs `primaryAction` when tapped.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu labelled with a localised title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu labelled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == SnapUI.Label<Text, Image> {
    /// A menu labelled with a localised title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SnapUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu labelled with a string, shown as it is, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SnapUI.Label(title, systemImage: systemImage) }
    }
}
