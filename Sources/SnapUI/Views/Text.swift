import Raster

/// Text in the environment's font and colour, wrapping to the width it is offered.
public struct Text: PrimitiveView {
    let string: String
    var font: Font?
    var isBold = false
    var isItalic = false
    var color: Color?

    /// Text showing `content` as it is (SnapUI does not localise).
    public init(_ content: String) {
        string = content
    }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) {
        string = content
    }

    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        var text = self
        text.isBold = isActive
        return text
    }

    /// The text slanted.
    public func italic(_ isActive: Bool = true) -> Text {
        var text = self
        text.isItalic = isActive
        return text
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// The text in a colour.
    public func foregroundStyle(_ color: Color) -> Text {
        var text = self
        text.color = color
        return text
    }

    /// The text in a colour (the older name of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var font = self.font ?? environment.font ?? .body
        if isBold { font = font.bold() }
        if isItalic { font = font.italic() }
        let color = (self.color ?? environment.foregroundStyle ?? environment.labelColor).resolve(in: environment)
        let node = TextNode(
            string: string, font: resolveFont(font, in: environment), color: color,
            alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit)
        node.isPlaceholder = environment.redactsContent
        return [node]
    }
}

/// The bundled face and point size that draw `font` in `environment`.
func resolveFont(_ font: Font, in environment: EnvironmentValues) -> Raster.Font {
    let fonts = environment.fonts
    let size = font.pointSize(at: environment.dynamicTypeSize)
    let resolved = Raster.Font(face: font.isBold ? fonts.bold : fonts.regular, size: size)
    return font.isItalic ? resolved.italic() : resolved
}

/// Lays text out to the width it is given and draws it.
final class TextNode: Node {
    let string: String
    let font: Raster.Font
    let color: RGBA
    let alignment: TextAlignment
    let lineLimit: Int?
    /// True when redacted: drawn as placeholder bars (see `Redaction`).
    var isPlaceholder = false
    private var layout: TextLayout?

    init(string: String, font: Raster.Font, color: RGBA, alignment: TextAlignment, lineLimit: Int?) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        super.init()
        role = "text"
    }

    private func makeLayout(width: Double?) -> TextLayout {
        let raster: Raster.TextAlignment = switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        // A tiny allowance, so a width measured from this text (perhaps after arithmetic that rounds,
        // as a stack's sharing out) lays it out on the same lines.
        let limit = width.flatMap { $0.isFinite ? $0 + 1e-9 : nil }
        return TextLayout(string, font: font, maxWidth: limit, alignment: raster, lineLimit: lineLimit)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        makeLayout(width: proposal.width).size
    }

    override func place(in frame: Rect) {
        self.frame = frame
        layout = makeLayout(width: frame.width)
    }

    override func draw(in canvas: inout Canvas) {
        guard color.a > 0, let layout else { return }
        if isPlaceholder { return Redaction.drawText(layout, at: frame.origin, color: color, on: &canvas) }
        layout.draw(in: &canvas, at: frame.origin, color: color)
    }

    override func layoutAttributes() -> [String: LayoutValue] {
        let layout = self.layout ?? makeLayout(width: frame.width)
        return ["text": .string(string), "lines": .number(Double(layout.lines.count)), "truncated": .bool(layout.isTruncated)]
    }

    override func ownAccessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(label: string, traits: .staticText, frame: frame)
    }
}
