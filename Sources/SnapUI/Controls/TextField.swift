import Raster

/// A control for editing text, as SwiftUI's `TextField`: the text, or while it is empty the prompt (or
/// the title) in iOS's placeholder grey, drawn by the environment's text field style. It takes the
/// width it is offered. VoiceOver reads its title, its text and "text field". A snapshot has no
/// keyboard, so it is drawn without focus.
public struct TextField<Label: View>: View {
    let text: () -> String
    let label: Label
    /// The placeholder: the prompt, or the title when there is none.
    let placeholder: Text?
    let axis: Axis

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.text = { text.wrappedValue }
        self.label = label()
        placeholder = prompt
        self.axis = axis
    }

    public var body: some View {
        FieldBody(text: text(), placeholder: placeholder ?? Text(""), axis: axis, isSecure: false, label: label)
    }
}

extension TextField where Label == Text {
    /// A field with a localised title, which shows as its placeholder unless `prompt` is given.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(titled: Text(titleKey), text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field titled with a string, shown as it is, which shows as its placeholder unless `prompt` is given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(titled: Text(title), text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field with iOS 13's editing callbacks, deprecated but common: at rest nobody edits, so they are never called.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titled: Text(titleKey), text: text, prompt: nil, axis: .horizontal)
    }

    /// A field titled with a string, with iOS 13's editing callbacks, never called at rest.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titled: Text(title), text: text, prompt: nil, axis: .horizontal)
    }

    /// A field that grows along `axis` as its text wraps (`.vertical` for several lines).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titled: Text(titleKey), text: text, prompt: nil, axis: axis)
    }

    /// A field titled with a string, shown as it is, that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(titled: Text(title), text: text, prompt: nil, axis: axis)
    }

    /// A field with a localised title and a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titled: Text(titleKey), text: text, prompt: prompt, axis: axis)
    }

    /// A field titled with a string, shown as it is, with a prompt, that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titled: Text(title), text: text, prompt: prompt, axis: axis)
    }

    /// A field with a localised title editing a value through a format style, showing the value formatted
    /// (`format: .number`).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titled: Text(titleKey), text: Self.formatted(value, format), prompt: prompt, axis: .horizontal)
    }

    /// A field titled with a string, shown as it is, editing a value through a format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titled: Text(title), text: Self.formatted(value, format), prompt: prompt, axis: .horizontal)
    }

    /// A field with a localised title editing a value through a formatter, showing the value formatted:
    /// the form before iOS 15.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(titled: Text(titleKey), text: Self.formatted(value, formatter), prompt: prompt, axis: .horizontal)
    }

    /// A field titled with a string, shown as it is, editing a value through a formatter.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(titled: Text(title), text: Self.formatted(value, formatter), prompt: prompt, axis: .horizontal)
    }

    /// A field labelled by `title`, which is its placeholder unless `prompt` is given.
    private init(titled title: Text, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt ?? title, axis: axis) { title }
    }

    /// A read-only binding to `value` as `format` writes it.
    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) }, set: { _ in })
    }

    /// A read-only binding to `value` as `formatter` writes it.
    private static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in })
    }
}

/// A control for entering a password, as SwiftUI's `SecureField`: a bullet for each character, or the
/// placeholder while empty. VoiceOver reads its title and "secure text field", never its text.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let label: Label
    let placeholder: Text?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
        placeholder = prompt
    }

    public var body: some View {
        FieldBody(text: text.wrappedValue, placeholder: placeholder ?? Text(""), axis: .horizontal, isSecure: true, label: label)
    }
}

extension SecureField where Label == Text {
    /// A secure field with a localised title, which shows as its placeholder unless `prompt` is given.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt ?? Text(titleKey)) { Text(titleKey) }
    }

    /// A secure field titled with a string, shown as it is, which shows as its placeholder unless
    /// `prompt` is given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt ?? Text(title)) { Text(title) }
    }

    /// A secure field with iOS 13's commit callback, deprecated but common: at rest nobody commits.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A secure field titled with a string, with iOS 13's commit callback, never called at rest.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

/// The metrics of iOS's text fields.
///
/// A plain field is its text alone, one line tall. A rounded-border field is UITextField's
/// `.roundedRect`: 34 points tall at the default size with SF Pro (7 points above and below the
/// text, 7 either side), corners of 5 points, a 0.5-point border in opaqueSeparator, filled with
/// systemBackground (secondarySystemBackground in dark).
public enum TextFieldMetrics {
    public static let roundedBorderInsets = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)
    public static let roundedBorderCornerRadius = 5.0
    public static let roundedBorderWidth = 0.5
    /// The character a secure field shows for each character of its text.
    public static let secureBullet: Character = "\u{2022}"
}

/// A way of drawing text fields: `.automatic` (plain on iOS), `.plain` or `.roundedBorder`.
public protocol TextFieldStyle {}

/// The default text field style: plain on iOS, in a Form as elsewhere.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// The text in a rounded rectangle with a thin border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets how the text fields inside draw.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        self.style(style, of: (any TextFieldStyle).self)
    }
}

/// What a text or secure field draws: its text or placeholder, in its style, as one element.
private struct FieldBody<Label: View>: View {
    let text: String
    let placeholder: Text
    let axis: Axis
    let isSecure: Bool
    let label: Label

    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
        let content = shown
            .lineLimit(axis == .horizontal ? 1 : lineLimit)
            .frame(maxWidth: .infinity, alignment: .leading)
        Styled((any TextFieldStyle).self, automatic: DefaultTextFieldStyle()) { Self.framed(content, in: $0) }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(readFrom: label, otherwise: placeholder)
        .accessibilityValue(isSecure ? "" : text)
        .accessibilityAddTraits(isSecure ? .isSecureTextField : .isTextField)
        .layoutRole(isSecure ? "secureField" : "textField")
    }

    /// The text in the style's frame: a thin-bordered rounded rectangle for `.roundedBorder`.
    @ViewBuilder private static func framed(_ content: some View, in style: any TextFieldStyle) -> some View {
        if style is RoundedBorderTextFieldStyle {
            let shape = RoundedRectangle(cornerRadius: TextFieldMetrics.roundedBorderCornerRadius)
            content
                .padding(TextFieldMetrics.roundedBorderInsets)
                .background(SystemColors.fieldBackground, in: shape)
                .overlay { shape.strokeBorder(SystemColors.separator, lineWidth: TextFieldMetrics.roundedBorderWidth) }
        } else {
            content
        }
    }

    @ViewBuilder private var shown: some View {
        if text.isEmpty {
            placeholder.environment(\.foregroundStyle, SystemColors.placeholder)
        } else if isSecure {
            Text(verbatim: String(repeating: TextFieldMetrics.secureBullet, count: text.count))
        } else {
            Text(verbatim: text)
        }
    }
}
