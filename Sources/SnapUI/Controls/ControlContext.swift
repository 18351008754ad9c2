// Where a control is drawn, and whether it shows its label: what SwiftUI's controls read from the
// environment to change how they look.

private struct IsInListKey: EnvironmentKey { static let defaultValue = false }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct IsInToolbarItemKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True inside a List or Form, whose rows draw controls as rows: a picker shows its label and its
    /// selection, a label's icon is tinted.
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }

    /// True inside a toolbar item, whose glass backs its content: a control group there draws its
    /// buttons side by side with no fill of its own. The bar sets it for its items' content.
    var isInToolbarItem: Bool {
        get { self[IsInToolbarItemKey.self] }
        set { self[IsInToolbarItemKey.self] = newValue }
    }

    /// True under `.labelsHidden()`: controls draw without their labels (VoiceOver still reads them).
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside (a picker, a date picker, a stepper, a toggle): they still
    /// name the control for VoiceOver.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

extension Node {
    /// What VoiceOver reads for this subtree as one phrase: its elements' labels, joined. Controls use
    /// it to name themselves after a label view they do not draw.
    var spokenLabel: String {
        accessibilityElements().filter { !$0.isHidden }.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

extension View {
    /// Names this element for VoiceOver after what `source` reads (a label a control does not draw),
    /// or what `fallback` reads when `source` reads nothing.
    func accessibilityLabel<Source: View, Fallback: View>(readFrom source: Source, otherwise fallback: Fallback) -> some View {
        wrapNode { node, environment in
            let wrapper = WrapperNode(child: node)
            let label = makeNode(source, in: environment).spokenLabel
            wrapper.accessibility.label = label.isEmpty ? makeNode(fallback, in: environment).spokenLabel : label
            return wrapper
        }
    }

    /// Names this element for VoiceOver after what `source` reads (a label a control does not draw).
    func accessibilityLabel<Source: View>(readFrom source: Source) -> some View {
        accessibilityLabel(readFrom: source, otherwise: EmptyView())
    }

    /// Gives this element the value VoiceOver reads from `source` (a value label), or `fallback`
    /// when there is none or it reads nothing.
    func accessibilityValue<Source: View>(readFrom source: Source?, otherwise fallback: String) -> some View {
        wrapNode { node, environment in
            let wrapper = WrapperNode(child: node)
            let value = source.map { makeNode($0, in: environment).spokenLabel } ?? ""
            wrapper.accessibility.value = value.isEmpty ? fallback : value
            return wrapper
        }
    }
}

extension View {
    /// Makes this view a container whose elements VoiceOver reads one by one, announced by what
    /// `label` reads (a segmented picker's label).
    func accessibilityContainer<Label: View>(labelledBy label: Label) -> some View {
        wrapNode { node, environment in
            let wrapper = WrapperNode(child: node)
            wrapper.accessibility = AccessibilityInfo(label: makeNode(label, in: environment).spokenLabel, children: .contain)
            return wrapper
        }
    }
}
