import Raster

/// An SF Symbols image, drawn with the bundled icon font in the foreground colour and sized by the font.
public struct Image: PrimitiveView {
    let systemName: String
    var isResizable = false
    var scale = Scale.medium

    /// How large a symbol draws relative to its font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// The symbol named `systemName` (see `SymbolTable` for the names SnapUI knows).
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The image fills the space it is offered instead of taking its font's size.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Draws the symbol smaller or larger than its font.
    public func imageScale(_ scale: Scale) -> Image {
        var image = self
        image.scale = scale
        return image
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let codepoint: Unicode.Scalar
        do {
            codepoint = try SymbolTable.codepoint(for: systemName)
        } catch {
            environment.diagnostics.report(error)
            return []
        }
        let fonts = environment.fonts
        let font = environment.font ?? .body
        let side = font.pointSize(at: environment.dynamicTypeSize) * Image.sizeToFont * scale.factor
        let color = (environment.foregroundStyle ?? environment.labelColor).resolve(in: environment)
        let node = ImageNode(
            symbol: systemName, glyph: fonts.icons.glyph(for: codepoint), face: fonts.icons,
            side: isResizable ? nil : side, color: color)
        node.isPlaceholder = environment.redactsContent
        return [node]
    }

    /// A symbol's square is this many times its font's point size (an SF Symbol at 17 pt is about 22 pt).
    static let sizeToFont = 1.3
}

/// A symbol glyph scaled to fill a square.
final class ImageNode: Node {
    let symbol: String
    let glyph: GlyphID
    let face: FontFace
    /// The side of its square; nil when resizable.
    let side: Double?
    let color: RGBA
    /// True when redacted: drawn as a placeholder block (see `Redaction`).
    var isPlaceholder = false

    init(symbol: String, glyph: GlyphID, face: FontFace, side: Double?, color: RGBA) {
        self.symbol = symbol
        self.glyph = glyph
        self.face = face
        self.side = side
        self.color = color
        super.init()
        role = "icon"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        if let side { return Size(width: side, height: side) }
        let fill = proposal.replacingUnspecifiedDimensions(by: Size(width: 24, height: 24))
        let square = min(fill.width, fill.height)
        return Size(width: square, height: square)
    }

    override func draw(in canvas: inout Canvas) {
        if isPlaceholder { return Redaction.drawImage(in: frame, color: color, on: &canvas) }
        let square = min(frame.width, frame.height)
        let font = Raster.Font(face: face, size: square)
        let origin = Point(x: frame.midX - square / 2, y: frame.midY + square / 2)
        canvas.fill(font.path(of: glyph, at: origin), color: color)
    }

    override func layoutAttributes() -> [String: LayoutValue] {
        ["symbol": .string(symbol)]
    }

    override func ownAccessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(label: symbol, traits: .image, frame: frame)
    }
}
