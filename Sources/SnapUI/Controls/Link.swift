/// A control that opens a URL, as SwiftUI's `Link`: drawn as a button by the environment's button
/// style (by default its label in the tint; `.buttonStyle(.borderedProminent)` a filled capsule),
/// read by VoiceOver as a link. A snapshot never taps, so the URL is kept but not opened.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        PrimitiveButtonStyleConfiguration(role: nil, label: .init(label), action: {}).styled()
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link labelled with a localised title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link labelled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
