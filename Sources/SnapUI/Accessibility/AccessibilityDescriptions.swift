// The accessibility modifiers that describe an element in words: labels, values and hints given as
// Text, a heading's level, custom content, Voice Control's names and the reading order.

/// A heading's level among the screen's headings, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6

    /// The level VoiceOver says, 1 to 6; nil when unspecified.
    var number: UInt? { self == .unspecified ? nil : rawValue }
}

/// Custom content's namespace, as the Accessibility framework's `AXCustomContent` (only its
/// `Importance` is used by SwiftUI's modifiers).
public final class AXCustomContent: Sendable {
    /// How important a piece of custom content is.
    public enum Importance: UInt, Hashable, Sendable {
        /// Offered under VoiceOver's "More content" rotor.
        case `default`
        /// Read with the element.
        case high
    }

    private init() {}
}

/// The label of a piece of custom content, as SwiftUI's `AccessibilityCustomContentKey`.
public struct AccessibilityCustomContentKey: Sendable {
    let label: Text
    let id: String

    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// A key labelled with `labelKey`'s text, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key labelled with `labelKey`'s text, identified by it.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(Text(labelKey), id: labelKey.key)
    }
}

extension View {
    /// The label VoiceOver reads for this element.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility { info, environment in info.label = label.plainText(in: environment) }
    }

    /// The value VoiceOver reads after the label.
    public func accessibilityValue(_ value: Text) -> some View {
        accessibility { info, environment in info.value = value.plainText(in: environment) }
    }

    /// What will happen when the element is activated, read last.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility { info, environment in
            let hint = hint.plainText(in: environment)
            if !hint.isEmpty { info.hint = hint }
        }
    }

    /// Sets the level of this heading, which VoiceOver reads with it ("heading level 1"); a level
    /// makes the element a heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility { info, _ in
            info.extras.headingLevel = level
            if level != .unspecified { info.traits.insert(.isHeader) }
        }
    }

    /// The names Voice Control accepts for the element, most likely first; VoiceOver does not read them.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibility { info, environment in info.extras.inputLabels += inputLabels.map { $0.plainText(in: environment) } }
    }

    /// The names Voice Control accepts for the element, from keys.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// The names Voice Control accepts for the element.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityInputLabels(inputLabels.map { Text($0) })
    }

    /// Orders the element among its container's: higher is read first; the default is 0, and equal
    /// priorities keep their order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility { info, _ in info.extras.sortPriority = sortPriority }
    }

    /// Adds custom content under `key`; nil adds nothing.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(key.label, value, importance: importance)
    }

    /// Adds custom content under `key`.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(key.label, Text(valueKey), importance: importance)
    }

    /// Adds custom content under `key`.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(key.label, Text(value), importance: importance)
    }

    /// Adds custom content labelled `label`.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(label, value, importance: importance)
    }

    /// Adds custom content labelled with `labelKey`'s text.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(Text(labelKey), value, importance: importance)
    }

    /// Adds custom content labelled with `labelKey`'s text.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(Text(labelKey), Text(valueKey), importance: importance)
    }

    /// Adds custom content labelled with `labelKey`'s text.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(Text(labelKey), Text(value), importance: importance)
    }

    private func customContent(_ label: Text, _ value: Text?, importance: AXCustomContent.Importance) -> some View {
        accessibility { info, environment in
            guard let value else { return }
            info.extras.customContent.append(AccessibilityCustomContentEntry(
                label: label.plainText(in: environment), value: value.plainText(in: environment), importance: importance))
        }
    }
}
