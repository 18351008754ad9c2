import Raster

/// An SF Symbols image, drawn with the bundled symbol font (see `SymbolTable`) in the foreground
/// colour, sized by the font and drawn at its weight, as SF Symbols follow the text beside them.
///
/// A symbol's square is 1.3 times its font's point size (`.imageScale` makes it 0.8 or 1.3 times
/// that). A `resizable()` symbol stretches its ink to the frame it is given, as iOS stretches a
/// symbol image's content (none of the icon font's em-square padding is kept); offered no size it
/// takes its ink's size at its font. Its strokes take the font's weight (`.font(.body.weight(.bold))`, `.fontWeight(.light)`,
/// `.bold()`) through the symbol font's weight axis, ultraLight thinnest and bold, heavy and black
/// heaviest. A name with `fill` in it, or `.symbolVariant(.fill)`, draws it filled.
public struct Image: PrimitiveView {
    let systemName: String
    var isResizable = false
    var scale: Scale?
    var renderingMode: SymbolRenderingMode?
    /// The UIKit image `Image(uiImage:)` was given, which says whether there is anything to draw and in what colour.
    var uiImage: UIImage?
    /// For an image from an asset catalogue: template or original, over the catalogue's choice.
    var templateRenderingMode: TemplateRenderingMode?
    /// For an image from an asset catalogue: what VoiceOver reads.
    var assetLabel = AssetLabel.name

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

    /// The symbol named `systemName` (see `SymbolTable` for the names SnapUI knows and how to add one).
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The image stretches to fill the space it is offered instead of taking its font's size.
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

    /// Accepted as SwiftUI's: every mode draws the symbol in the foreground colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        if let uiImage, !uiImage.isSymbolImage {
            if case .named(let name, let bundle) = uiImage.source { return assetNodes(name, bundle: bundle, in: environment) }
            return []
        }
        let fonts = environment.fonts
        let entry: SymbolTable.Entry
        let face: FontFace
        do {
            entry = try SymbolTable.entry(for: variantName(in: environment))
            let font = environment.font ?? .body
            let weight = environment.legibleWeight(environment.textStyle.weight ?? font.resolvedWeight)
            let filled = entry.isFilled || environment.symbolVariants.contains(.fill)
            face = try fonts.symbolFace(weight: weight.value, filled: filled)
        } catch {
            environment.diagnostics.report(error)
            return []
        }
        let glyph = face.symbolGlyph(named: entry.glyphName)
        guard glyph != 0 else {
            environment.diagnostics.report(
                MissingSymbolGlyphError(name: systemName, glyphName: entry.glyphName, fontPath: face.path))
            return []
        }
        let font = environment.font ?? .body
        let factor = (scale ?? environment.imageScale).factor
        let side = font.pointSize(at: environment.dynamicTypeSize) * Image.sizeToFont * factor
        let color = (uiImage?.originalColor ?? environment.foregroundStyle ?? environment.labelColor).resolve(in: environment)
        let node = ImageNode(symbol: systemName, glyph: glyph, face: face, side: side, isResizable: isResizable, color: color)
        node.isPlaceholder = environment.redactsContent
        node.unmirrorsContent = environment.layoutDirection == .rightToLeft && !Image.hasRightToLeftForm(systemName)
        return [node]
    }

    /// The name with the environment's variants added (".circle", ".fill"...), where the table
    /// knows it; else the name itself.
    private func variantName(in environment: EnvironmentValues) -> String {
        let suffixes = environment.symbolVariants.suffixes.filter { !systemName.split(separator: ".").contains(Substring($0)) }
        guard !suffixes.isEmpty else { return systemName }
        let candidate = ([systemName] + suffixes).joined(separator: ".")
        return (try? SymbolTable.entry(for: candidate)) != nil ? candidate : systemName
    }

    /// A symbol's square is this many times its font's point size (an SF Symbol at 17 pt is about 22 pt).
    static let sizeToFont = 1.3
}

/// A symbol glyph: its em square scaled to a square, or, resizable, its ink stretched to its frame.
final class ImageNode: Node {
    let symbol: String
    let glyph: GlyphID
    /// The symbol face at the instance (weight, fill) the symbol draws in.
    let face: FontFace
    /// The side of its em square at its font's size.
    let side: Double
    /// True when the ink stretches to whatever frame the symbol is given.
    let isResizable: Bool
    let color: RGBA
    /// True when redacted: drawn as a placeholder block (see `Redaction`).
    var isPlaceholder = false

    init(symbol: String, glyph: GlyphID, face: FontFace, side: Double, isResizable: Bool, color: RGBA) {
        self.symbol = symbol
        self.glyph = glyph
        self.face = face
        self.side = side
        self.isResizable = isResizable
        self.color = color
        super.init()
        role = "icon"
    }

    /// The audit reads which symbols are drawn (for labels that are only a symbol's name).
    override func collectAuditFacts(into collector: inout AuditFactCollector, state: AuditFactCollector.State) {
        collector.symbols.insert(symbol)
    }

    /// Resizable, the size offered (SwiftUI's resizable image takes it whole), an unspecified
    /// dimension its ink's at its font; else its em square.
    override func measure(_ proposal: ProposedViewSize) -> Size {
        guard isResizable else { return Size(width: side, height: side) }
        let ink = face.symbolInkBounds(glyph), perUnit = side / Double(face.unitsPerEm)
        return proposal.replacingUnspecifiedDimensions(by: Size(width: ink.width * perUnit, height: ink.height * perUnit))
    }

    override func drawContent(in canvas: inout Canvas) {
        if isPlaceholder { return Redaction.drawImage(in: frame, color: color, on: &canvas) }
        canvas.fill(isResizable ? face.symbolPath(glyph, filling: frame) : face.symbolPath(glyph, in: frame), color: color)
    }

    override func layoutAttributes() -> [String: LayoutValue] {
        ["symbol": .string(symbol)]
    }

    override func ownAccessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(label: symbol, traits: .image, frame: frame)
    }
}
