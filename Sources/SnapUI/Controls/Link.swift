/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint, read by VoiceOver as a link.
/// A snapshot never taps, so the URL is kept but not opened.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @Environment(\.tint) private var tint
    @Environment(\.foregroundStyle) private var foreground

    public var body: some View {
        PrimitiveButtonStyleConfiguration.Label(label)
            .foregroundStyle(foreground ?? tint ?? .accentColor)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link labelled with text.
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
