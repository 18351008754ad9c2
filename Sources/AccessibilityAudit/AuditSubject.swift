import Raster

/// Everything the audit looks at in one snapshot: its pixels and the facts the view layer gives
/// about it (accessibility elements, text runs, control boundaries, containers). It knows no
/// components: a banner is a button element and some text runs like any other.
public struct AuditSubject: Sendable {
    /// The rendered image, `scale` pixels a point.
    public var image: Bitmap
    public var scale: Int
    /// The elements VoiceOver reaches, hidden ones included and marked, in reading order.
    public var elements: [AuditElement]
    /// Every run of text drawn.
    public var texts: [AuditText]
    /// The visible edges of controls (a button's border, a switch's track).
    public var boundaries: [AuditBoundary]
    /// Views with a layout role that hold an element, and the label of the container they are in.
    public var containers: [AuditContainer]
    /// SF Symbols names drawn in the snapshot: a label that is one of them is VoiceOver reading a
    /// symbol's name rather than a label someone wrote.
    public var symbolNames: Set<String>
    /// True when the snapshot is a whole screen (it then needs its one heading).
    public var isScreen: Bool

    public init(
        image: Bitmap, scale: Int, elements: [AuditElement] = [], texts: [AuditText] = [],
        boundaries: [AuditBoundary] = [], containers: [AuditContainer] = [], symbolNames: Set<String> = [],
        isScreen: Bool = false
    ) {
        self.image = image
        self.scale = scale
        self.elements = elements
        self.texts = texts
        self.boundaries = boundaries
        self.containers = containers
        self.symbolNames = symbolNames
        self.isScreen = isScreen
    }

    /// The image's bounds in points.
    public var bounds: Rect {
        Rect(x: 0, y: 0, width: Double(image.width) / Double(scale), height: Double(image.height) / Double(scale))
    }
}

/// The roles of an element the rules care about.
public enum AuditTrait: String, Hashable, Sendable, CaseIterable {
    case button, link, toggle, adjustable, textField, heading, image, disabled
}

/// One accessibility element: what VoiceOver reads and where it is.
public struct AuditElement: Hashable, Sendable {
    public var label: String
    public var value: String?
    public var hint: String?
    public var traits: Set<AuditTrait>
    /// In points from the snapshot's top left.
    public var frame: Rect
    /// True for an element VoiceOver skips (a decorative image).
    public var isHidden: Bool

    public init(
        label: String, value: String? = nil, hint: String? = nil, traits: Set<AuditTrait> = [], frame: Rect,
        isHidden: Bool = false
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.isHidden = isHidden
    }

    /// True for an element someone can tap or adjust.
    public var isInteractive: Bool {
        !isHidden && !traits.isDisjoint(with: [.button, .link, .toggle, .adjustable, .textField])
    }

    /// How findings name the element: its label in quotes, or its role when it has none.
    public var name: String {
        label.isEmpty ? "unlabelled \(traits.contains(.button) ? "button" : traits.contains(.image) ? "image" : "element")" : "\"\(label)\""
    }
}

/// One run of text as drawn: its characters, colour, size and where its lines are.
public struct AuditText: Hashable, Sendable {
    public var text: String
    /// The glyphs' colour (alpha included), before it is composited over the background.
    public var color: RGBA
    /// The font's size in points, and whether it is bold (large text is 18 pt, or 14 pt bold).
    public var fontSize: Double
    public var isBold: Bool
    /// The box of its lines, in points from the snapshot's top left.
    public var frame: Rect
    /// The part of the snapshot the text may draw in: its clips and the screen.
    public var visibleRect: Rect
    /// True when the text was cut short with "…".
    public var isTruncated: Bool
    /// True for text that may truncate by design (the collapsed form of a large title in a
    /// navigation bar: the large title itself shows it whole).
    public var mayTruncate: Bool
    /// True when the text is part of a disabled control (WCAG exempts inactive components from contrast).
    public var isDisabled: Bool
    /// The text view the run belongs to, when it shares one with other runs (a text in two colours,
    /// such as one with a link, is a run a colour): runs of one text never overlap one another.
    public var paragraph: Int?

    public init(
        text: String, color: RGBA, fontSize: Double, isBold: Bool = false, frame: Rect, visibleRect: Rect,
        isTruncated: Bool = false, mayTruncate: Bool = false, isDisabled: Bool = false, paragraph: Int? = nil
    ) {
        self.text = text
        self.color = color
        self.fontSize = fontSize
        self.isBold = isBold
        self.frame = frame
        self.visibleRect = visibleRect
        self.isTruncated = isTruncated
        self.mayTruncate = mayTruncate
        self.isDisabled = isDisabled
        self.paragraph = paragraph
    }

    /// WCAG's large text: at least 18 pt, or 14 pt bold.
    public var isLarge: Bool { fontSize >= 18 || (isBold && fontSize >= 14) }
}

/// The visible edge of a control: a border stroked around it or the fill that shapes it (a
/// switch's track), which must stand out 3:1 from what is around it.
public struct AuditBoundary: Hashable, Sendable {
    /// The control's name, as findings print it.
    public var control: String
    public var color: RGBA
    /// The shape's box, in points.
    public var frame: Rect
    /// True when the control is disabled (exempt).
    public var isDisabled: Bool

    public init(control: String, color: RGBA, frame: Rect, isDisabled: Bool = false) {
        self.control = control
        self.color = color
        self.frame = frame
        self.isDisabled = isDisabled
    }
}

/// A view with a layout role, and the label it has as an accessibility container, if it is one.
public struct AuditContainer: Hashable, Sendable {
    public var role: String
    public var frame: Rect
    /// The label of the accessibility container (`accessibilityElement(children: .contain)`) its
    /// elements are in; nil or empty when they are in none.
    public var containerLabel: String?

    public init(role: String, frame: Rect, containerLabel: String? = nil) {
        self.role = role
        self.frame = frame
        self.containerLabel = containerLabel
    }
}
