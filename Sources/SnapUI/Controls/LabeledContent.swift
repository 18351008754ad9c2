/// A label with a value, as SwiftUI's `LabeledContent`: in a Form row the label leading and the value
/// trailing in secondary grey (stacked at the accessibility sizes); read by VoiceOver as one element.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public var body: some View {
        ControlRow {
            label
        } trailing: {
            content
                .foregroundStyle(.secondary)
                .multilineTextAlignment(dynamicTypeSize.isAccessibilitySize ? .leading : .trailing)
        }
        .accessibilityElement(children: .combine)
        .layoutRole("labeledContent")
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled with text.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value labelled with text.
    public init<S: StringProtocol>(_ title: String, value: S) {
        self.init(title) { Text(String(value)) }
    }

    /// A value formatted by a format style, labelled with text.
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(title) { Text(format.format(value)) }
    }
}
