/// A control for choosing one of several options, as SwiftUI's `Picker`: each option is a view with a
/// `tag` (options built with `ForEach` are tagged with their ids), and the option whose tag equals the
/// selection is the one shown chosen. The environment's picker style draws it (see `pickerStyle(_:)`);
/// the automatic style is a menu, which in a List or Form is a row showing the label and the selection.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// A picker with its label given first: the form before iOS 16.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public var body: some View {
        PickerBody(selection: AnyHashable(selection.wrappedValue), label: AnyView(label), content: AnyView(content))
    }
}

extension Picker where Label == Text {
    /// A picker with a localised title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == SnapUI.Label<Text, Image> {
    /// A picker with a localised title and an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { SnapUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker titled with a string, shown as it is, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { SnapUI.Label(title, systemImage: systemImage) }
    }
}

/// A way of drawing pickers. SwiftUI offers only its own styles: `.automatic`, `.menu`,
/// `.segmented`, `.inline`, `.navigationLink`, `.wheel` and `.palette`.
public protocol PickerStyle {}

/// The default: a menu (in a List or Form, a row showing the label and the selection).
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A button showing the selection, which opens a menu of the options.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// The options side by side in a capsule, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// The options as rows, a checkmark on the selected one; outside a List, a wheel.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A row showing the label and the selection, which opens a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// A spinning wheel, the selection in its middle.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// The options side by side as symbols or colours; outside a menu, iOS draws it as a segmented control.
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

extension View {
    /// Sets how the pickers inside draw.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self.style(style, of: (any PickerStyle).self)
    }
}

/// The picker, resolved: its options are made once to find the selected one by its tag, then drawn by
/// the style.
private struct PickerBody: PrimitiveView {
    let selection: AnyHashable
    let label: AnyView
    let content: AnyView

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let tags = optionTags(content, in: environment)
        let options = PickerOptions(content: content, count: tags.count, selected: tags.firstIndex(of: selection))
        let style = environment.style(of: (any PickerStyle).self, or: DefaultPickerStyle())
        let body: AnyView
        switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle:
            body = AnyView(SegmentedPicker(options: options, label: label))
        case is InlinePickerStyle where environment.isInList:
            body = AnyView(InlinePickerRows(options: options))
        case is InlinePickerStyle, is WheelPickerStyle:
            body = AnyView(WheelPicker(options: options, label: label))
        case is NavigationLinkPickerStyle:
            body = AnyView(PickerRow(options: options, label: label, indicator: .chevronRight))
        case _ where environment.isInList:
            body = AnyView(PickerRow(options: options, label: label, indicator: .upDownChevrons))
        default:
            body = AnyView(MenuPickerButton(options: options, label: label))
        }
        return SnapUI.makeNodes(body, in: environment)
    }
}

/// A picker's options: its content, how many options it makes, and which is selected.
struct PickerOptions {
    let content: AnyView
    let count: Int
    let selected: Int?

    /// Option `index`, made in the environment it is drawn in.
    func option(_ index: Int) -> some View {
        PickerOption(content: content, index: index)
    }

    /// The selected option, or nothing when no option's tag is the selection.
    @ViewBuilder var selectedOption: some View {
        if let selected { option(selected) }
    }
}

/// One of a picker's options: its content made in this environment, and that option taken.
private struct PickerOption: PrimitiveView {
    let content: AnyView
    let index: Int

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let nodes = SnapUI.makeNodes(content, in: environment)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}
