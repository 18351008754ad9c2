// Custom rotors: lists VoiceOver offers in its rotor to jump between entries. VoiceOver does not read
// them as it moves through the screen, so the transcript is unchanged; each element keeps its rotors
// and their entries' labels (`AccessibilityElement.extras.rotors`).

/// Content of a rotor: entries, as SwiftUI's `AccessibilityRotorContent`.
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Rotor content whose entries SnapUI reads itself.
protocol PrimitiveRotorContent: AccessibilityRotorContent where Body == Never {
    /// The labels of the entries.
    var entryLabels: [Text] { get }
}

extension AccessibilityRotorContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is primitive rotor content and has no body") }
}

extension AccessibilityRotorContent {
    /// The labels of the entries this content resolves to.
    var resolvedEntryLabels: [Text] {
        (self as? any PrimitiveRotorContent)?.entryLabels ?? body.resolvedEntryLabels
    }
}

/// Builds rotor content from entries, `if`s and `for` loops.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock(_ content: any AccessibilityRotorContent...) -> AccessibilityRotorContentGroup {
        AccessibilityRotorContentGroup(parts: content)
    }
    public static func buildOptional(_ content: AccessibilityRotorContentGroup?) -> AccessibilityRotorContentGroup {
        content ?? AccessibilityRotorContentGroup(parts: [])
    }
    public static func buildEither(first content: AccessibilityRotorContentGroup) -> AccessibilityRotorContentGroup { content }
    public static func buildEither(second content: AccessibilityRotorContentGroup) -> AccessibilityRotorContentGroup { content }
    public static func buildArray(_ content: [AccessibilityRotorContentGroup]) -> AccessibilityRotorContentGroup {
        AccessibilityRotorContentGroup(parts: content)
    }
}

/// Rotor content built of several pieces, in order.
public struct AccessibilityRotorContentGroup: PrimitiveRotorContent {
    let parts: [any AccessibilityRotorContent]
    var entryLabels: [Text] { parts.flatMap(\.resolvedEntryLabels) }
}

/// One entry of a rotor, as SwiftUI's `AccessibilityRotorEntry`: a label and the element it goes to.
public struct AccessibilityRotorEntry<ID: Hashable>: PrimitiveRotorContent {
    let label: Text

    /// An entry labelled `label` for the element with `id` (see `accessibilityRotorEntry(id:in:)`).
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
    }

    /// An entry labelled `label` for the element with `id` in `namespace`.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = label
    }

    /// An entry labelled with `labelKey`'s text for the element with `id` in `namespace`.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = Text(labelKey)
    }

    /// An entry labelled `label` for the element with `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = Text(label)
    }

    /// An entry labelled with `labelKey`'s text.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.label = Text(labelKey)
    }

    /// An entry labelled `label`.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.label = Text(label)
    }

    var entryLabels: [Text] { [label] }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of the element's text.
    public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label
    }
}

/// A rotor VoiceOver has itself, as SwiftUI's `AccessibilitySystemRotor`, whose entries a view can give.
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    public static let links = AccessibilitySystemRotor(name: "Links")
    public static let headings = AccessibilitySystemRotor(name: "Headings")
    public static let boldText = AccessibilitySystemRotor(name: "Bold Text")
    public static let italicText = AccessibilitySystemRotor(name: "Italic Text")
    public static let underlineText = AccessibilitySystemRotor(name: "Underlined Text")
    public static let misspelledWords = AccessibilitySystemRotor(name: "Misspelled Words")
    public static let images = AccessibilitySystemRotor(name: "Images")
    public static let textFields = AccessibilitySystemRotor(name: "Text Fields")
    public static let tables = AccessibilitySystemRotor(name: "Tables")
    public static let lists = AccessibilitySystemRotor(name: "Lists")
    public static let landmarks = AccessibilitySystemRotor(name: "Landmarks")

    /// Links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { links }
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { headings }
}

extension View {
    /// Adds a rotor labelled `label` whose entries `entries` builds.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(label) { entries().resolvedEntryLabels }
    }

    /// Adds a rotor labelled with `labelKey`'s text.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(Text(labelKey)) { entries().resolvedEntryLabels }
    }

    /// Adds a rotor labelled `label`.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(Text(label)) { entries().resolvedEntryLabels }
    }

    /// Gives entries to one of VoiceOver's own rotors.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(Text(verbatim: systemRotor.name)) { entries().resolvedEntryLabels }
    }

    /// Adds a rotor of one entry a model, labelled by `entryLabel`.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(rotorLabel) { entries.map { Text($0[keyPath: entryLabel]) } }
    }

    /// Adds a rotor of one entry a model, labelled with `rotorLabelKey`'s text.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(Text(rotorLabelKey)) { entries.map { Text($0[keyPath: entryLabel]) } }
    }

    /// Adds a rotor of one entry a model, identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(rotorLabel) { entries.map { Text($0[keyPath: entryLabel]) } }
    }

    /// Adds a rotor of ranges of the element's text.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        rotor(label) { [] }
    }

    /// Marks this view as the element the rotor entry with `id` in `namespace` goes to.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        self
    }

    private func rotor(_ label: Text, entries: @escaping () -> [Text]) -> some View {
        accessibility { info, environment in
            info.extras.rotors.append(AccessibilityRotorSummary(
                label: label.plainText(in: environment), entries: entries().map { $0.plainText(in: environment) }))
        }
    }
}
