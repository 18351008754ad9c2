/// What an element offers and says beyond its label, value, traits and hint: its custom actions,
/// a heading's level, custom content, the names Voice Control knows it by, its rotors, its place in
/// the reading order and how VoiceOver speaks it.
public struct AccessibilityExtras: Hashable, Sendable {
    /// The names of the custom actions VoiceOver offers (`accessibilityAction(named:)`,
    /// `accessibilityActions { }`); with any, VoiceOver says "Actions available" last.
    public var actions: [String] = []
    /// The heading's level (`accessibilityHeading(_:)`), read as "heading level 1" ... "6".
    public var headingLevel = AccessibilityHeadingLevel.unspecified
    /// The names Voice Control accepts for the element (`accessibilityInputLabels`); not spoken.
    public var inputLabels: [String] = []
    /// Custom content (`accessibilityCustomContent`): high importance is read after the traits;
    /// default importance only under VoiceOver's "More content" rotor.
    public var customContent: [AccessibilityCustomContentEntry] = []
    /// The rotors the element adds (`accessibilityRotor`), with their entries; VoiceOver offers them
    /// in its rotor, it does not read them.
    public var rotors: [AccessibilityRotorSummary] = []
    /// The element's place among its container's: higher first (`accessibilitySortPriority`); nil is 0.
    public var sortPriority: Double?
    /// How VoiceOver speaks the element (pitch, spelling, punctuation, the kind of text).
    public var speech = AccessibilitySpeech()
    /// True when a long press shows the element in the large content viewer.
    public var showsLargeContentViewer = false

    public init() {}

    /// What VoiceOver says last when an element has custom actions.
    static let actionsAvailable = "Actions available"
    /// The hint VoiceOver gives an element adjusted by swiping.
    static let adjustableHint = "Swipe up or down to adjust the value."

    /// The spoken names of the traits, a heading with its level, then the custom content of high
    /// importance, as label and value.
    func spoken(_ traitNames: [String]) -> [String] {
        var names = traitNames
        if let number = headingLevel.number, let index = names.firstIndex(of: "heading") {
            names[index] = "heading level \(number)"
        }
        for entry in customContent where entry.importance == .high {
            names.append(contentsOf: [entry.label, entry.value].filter { !$0.isEmpty })
        }
        return names
    }

    /// Adds what `other` sets: its lists after these, and its level, priority and speech settings
    /// where it sets them.
    mutating func merge(_ other: AccessibilityExtras) {
        actions += other.actions.filter { !actions.contains($0) }
        if other.headingLevel != .unspecified { headingLevel = other.headingLevel }
        inputLabels += other.inputLabels
        customContent += other.customContent
        rotors += other.rotors
        if let priority = other.sortPriority { sortPriority = priority }
        speech.merge(other.speech)
        showsLargeContentViewer = showsLargeContentViewer || other.showsLargeContentViewer
    }
}

/// One piece of custom content: a label, a value and how important it is.
public struct AccessibilityCustomContentEntry: Hashable, Sendable {
    public var label: String
    public var value: String
    public var importance: AXCustomContent.Importance

    public init(label: String, value: String, importance: AXCustomContent.Importance = .default) {
        self.label = label
        self.value = value
        self.importance = importance
    }
}

/// A rotor an element adds and the labels of its entries.
public struct AccessibilityRotorSummary: Hashable, Sendable {
    public var label: String
    public var entries: [String]

    public init(label: String, entries: [String]) {
        self.label = label
        self.entries = entries
    }
}

/// How VoiceOver speaks an element; nil where it keeps its own way.
public struct AccessibilitySpeech: Hashable, Sendable {
    /// The pitch, from -1 (lowest) through 0 (normal) to 1 (highest).
    public var adjustedPitch: Double?
    /// True when VoiceOver spells the words out letter by letter.
    public var spellsOutCharacters: Bool?
    /// True when VoiceOver reads every punctuation mark.
    public var alwaysIncludesPunctuation: Bool?
    /// True when an announcement waits for what VoiceOver is saying.
    public var announcementsQueued: Bool?
    /// The kind of text, which VoiceOver reads accordingly (source code, a spreadsheet ...).
    public var textContentType: AccessibilityTextContentType?

    public init() {}

    mutating func merge(_ other: AccessibilitySpeech) {
        adjustedPitch = other.adjustedPitch ?? adjustedPitch
        spellsOutCharacters = other.spellsOutCharacters ?? spellsOutCharacters
        alwaysIncludesPunctuation = other.alwaysIncludesPunctuation ?? alwaysIncludesPunctuation
        announcementsQueued = other.announcementsQueued ?? announcementsQueued
        textContentType = other.textContentType ?? textContentType
    }
}

extension [AccessibilityElement] {
    /// The elements by sort priority, higher first, keeping their order where priorities are equal.
    func sortedByPriority() -> [AccessibilityElement] {
        guard contains(where: { ($0.extras.sortPriority ?? 0) != 0 }) else { return self }
        return enumerated().sorted { a, b in
            let (pa, pb) = (a.element.extras.sortPriority ?? 0, b.element.extras.sortPriority ?? 0)
            return pa != pb ? pa > pb : a.offset < b.offset
        }.map(\.element)
    }
}
