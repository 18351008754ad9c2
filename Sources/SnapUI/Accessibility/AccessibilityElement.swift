import Raster

/// What VoiceOver reads for one element, and where the element is.
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
    public var label: String
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits
    /// The element's frame in points from the snapshot's top left.
    public var frame: Rect
    /// True for an element VoiceOver skips, such as a decorative image.
    public var isHidden: Bool
    /// The label of the nearest labelled container the element is in (see
    /// `accessibilityElement(children: .contain)`), which VoiceOver announces as focus moves into it.
    public var containerLabel: String?
    /// What else VoiceOver offers and reads beyond the label (custom actions, a heading's level,
    /// custom content, Voice Control's names, rotors, speech settings).
    public var extras = AccessibilityExtras()

    public init(
        label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        frame: Rect, isHidden: Bool = false, containerLabel: String? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.isHidden = isHidden
        self.containerLabel = containerLabel
    }

    /// What VoiceOver says: label, value, traits it announces, then the hint; hidden elements in brackets.
    public var spoken: String {
        var parts = [label]
        if let value, !value.isEmpty { parts.append(value) }
        parts.append(contentsOf: extras.spoken(traits.spokenNames))
        if let hint, !hint.isEmpty { parts.append(hint) }
        if !extras.actions.isEmpty { parts.append(AccessibilityExtras.actionsAvailable) }
        let text = parts.filter { !$0.isEmpty }.joined(separator: ", ")
        return isHidden ? "(hidden) \(text)" : text
    }

    public var description: String { spoken }

    /// What VoiceOver reads through `elements`, one line an element; where a labelled container (such
    /// as the home menu) begins, a line with its label comes first, as VoiceOver announces it on
    /// entering.
    public static func transcript(_ elements: [AccessibilityElement]) -> [String] {
        var lines: [String] = []
        var container: String?
        for element in elements {
            if let label = element.containerLabel, label != container, !element.isHidden {
                lines.append("\(label), container")
            }
            if !element.isHidden { container = element.containerLabel }
            lines.append(element.spoken)
        }
        return lines
    }
}

/// The roles an element announces.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 2)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
    public static let isNotEnabled = AccessibilityTraits(rawValue: 1 << 5)

    static let image = isImage
    static let staticText = isStaticText

    /// The names VoiceOver says for these traits, in a fixed order.
    var spokenNames: [String] {
        [(Self.isButton, "button"), (.isLink, "link"), (.isTextField, "text field"),
         (.isSecureTextField, "secure text field"), (.isSearchField, "search field"), (.isAdjustable, "adjustable"),
         (.isToggle, "switch button"), (.isHeader, "heading"), (.isImage, "image"), (.isSelected, "selected"),
         (.isNotEnabled, "dimmed")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// How a view's children become accessibility elements.
public enum AccessibilityChildBehavior: Hashable, Sendable {
    /// The children stay separate elements (the default). Given explicitly, the view is a container:
    /// a label set on it is the container's label (`AccessibilityElement.containerLabel`), not an element.
    case contain
    /// The children merge into one element whose label joins theirs.
    case combine
    /// The children are ignored; the view is one element with the label it is given.
    case ignore
}

/// The accessibility facts a node carries from its modifiers.
struct AccessibilityInfo {
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden = false
    var children: AccessibilityChildBehavior?
    /// Actions, heading level, custom content and the other facts beyond the label.
    var extras = AccessibilityExtras()
    /// True once `accessibilityAdjustableAction` is set: the element is adjustable.
    var isAdjustableByAction = false

    var isEmpty: Bool {
        label == nil && value == nil && hint == nil && traits.isEmpty && removedTraits.isEmpty && !isHidden
            && children == nil && extras == AccessibilityExtras() && !isAdjustableByAction
    }
}
