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
    /// Content with a localised label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Content labelled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value, shown as it is, with a localised label.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(titleKey) { Text(value) }
    }

    /// A value labelled with a string; both shown as they are.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(title) { Text(value) }
    }

    /// A value formatted by a format style, with a localised label.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(titleKey) { Text(format.format(value)) }
    }

    /// A value formatted by a format style, labelled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(title) { Text(format.format(value)) }
    }
}
