import Raster

/// An SF Symbols image, drawn with the bundled symbol font (see `SymbolTable`) in the foreground
/// colour, sized by the font and drawn at its weight, as SF Symbols follow the text beside them.
///
/// A symbol is as large as iOS draws it beside text of its font, and takes the frame iOS gives it,
/// its glyph's ink, its baseline the text's when its centre sits on the text's capitals (see
/// `SymbolGeometry`); `.imageScale` makes it about 20% smaller or 30% larger. A `resizable()`
/// symbol stretches its ink to the frame it is given, as iOS stretches a symbol image's content;
/// offered no size it takes its ink's size at its font. Its strokes take the font's weight
/// (`.font(.body.weight(.bold))`, `.fontWeight(.light)`, `.bold()`) through the symbol font's
/// weight axis, ultraLight thinnest and bold, heavy and black heaviest. A name with `fill` in it,
/// or `.symbolVariant(.fill)`, draws it filled.
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

        /// How much larger than a medium one a symbol's square is, where symbols are laid out in
        /// squares (`layoutsSymbolsInEmSquares`, custom symbol sets).
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
        let font = environment.font ?? .body
        let weight = environment.legibleWeight(environment.textStyle.weight ?? font.resolvedWeight)
        let name = variantName(in: environment)
        let entry: SymbolTable.Entry
        let face: FontFace
        do {
            entry = try SymbolTable.entry(for: name)
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
        let pointSize = font.pointSize(at: environment.dynamicTypeSize)
        let scale = self.scale ?? environment.imageScale
        let color = (uiImage?.originalColor ?? environment.foregroundStyle ?? environment.labelColor).resolve(in: environment)
        let layout: ImageNode.Layout
        if environment.layoutsSymbolsInEmSquares {
            layout = .emSquare(side: pointSize * Image.sizeToFont * scale.factor)
        } else {
            // The capitals of the text beside it, in the face that text draws in at this weight.
            let capHeight = font.weight(weight).resolved(at: environment.dynamicTypeSize, in: fonts).capHeight
            layout = .alignmentRect(SymbolGeometry(
                glyph: glyph, face: face, pointSize: pointSize, scale: scale, weight: weight, capHeight: capHeight,
                measured: MeasuredSymbolInk.share(for: name)))
        }
        let node = ImageNode(symbol: systemName, glyph: glyph, face: face, layout: layout, isResizable: isResizable, color: color)
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

    /// Where symbols are laid out in squares (`layoutsSymbolsInEmSquares`, custom symbol sets), a
    /// medium symbol's square is this many times its font's point size.
    static let sizeToFont = 1.3
}

/// A symbol glyph: its ink at iOS's size and in iOS's frame, or, laid out in an em square, the
/// square; resizable, its ink stretched to its frame.
final class ImageNode: Node {
    /// The frame a symbol takes and where its glyph sits in it.
    enum Layout {
        /// iOS's: the glyph's ink, sized and placed on the baseline as `SymbolGeometry` says.
        case alignmentRect(SymbolGeometry)
        /// The symbol font's em square, `side` points across, the glyph centred in it as designed.
        case emSquare(side: Double)
    }

    let symbol: String
    let glyph: GlyphID
    /// The symbol face at the instance (weight, fill) the symbol draws in.
    let face: FontFace
    let layout: Layout
    /// True when the ink stretches to whatever frame the symbol is given.
    let isResizable: Bool
    let color: RGBA
    /// True when redacted: drawn as a placeholder block (see `Redaction`).
    var isPlaceholder = false

    init(symbol: String, glyph: GlyphID, face: FontFace, layout: Layout, isResizable: Bool, color: RGBA) {
        self.symbol = symbol
        self.glyph = glyph
        self.face = face
        self.layout = layout
        self.isResizable = isResizable
        self.color = color
        super.init()
        role = "icon"
    }

    /// The audit reads which symbols are drawn (for labels that are only a symbol's name).
    override func collectAuditFacts(into collector: inout AuditFactCollector, state: AuditFactCollector.State) {
        collector.symbols.insert(symbol)
    }

    /// The glyph's ink at its font's size, in points.
    private var inkSize: Size {
        switch layout {
        case .alignmentRect(let geometry):
            return geometry.ink.size
        case .emSquare(let side):
            let ink = face.symbolInkBounds(glyph), perUnit = side / Double(face.unitsPerEm)
            return Size(width: ink.width * perUnit, height: ink.height * perUnit)
        }
    }

    /// Resizable, the size offered (SwiftUI's resizable image takes it whole), an unspecified
    /// dimension its ink's at its font; else its alignment rectangle or its em square.
    /// A symbol laid out as iOS lays it (its alignment rectangle) asks a text below it for nothing:
    /// SwiftUI's symbol image has no `edgeAboveText` preference on its bottom edge (OpenSwiftUI's
    /// `ResolvedImageLayoutEngine.spacing`), so a row of a word and a chevron sits over the next
    /// text at the texts' own spacing (Fidelity.md row 40). A symbol in an em square keeps a plain
    /// view's preferences.
    override var viewSpacing: ViewSpacing {
        guard case .alignmentRect = layout else { return ViewSpacing() }
        var spacing = ViewSpacing()
        spacing.minima[ViewSpacing.Key(category: .edgeAboveText, edge: .bottom)] = nil
        return spacing
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        if isResizable { return proposal.replacingUnspecifiedDimensions(by: inkSize) }
        switch layout {
        case .alignmentRect(let geometry): return geometry.ink.size
        case .emSquare(let side): return Size(width: side, height: side)
        }
    }

    /// A symbol laid out as iOS lays it out has the text's baseline: its first and last text
    /// baselines are where the text beside it would have its own.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        guard !isResizable, case .alignmentRect(let geometry) = layout,
              key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
        else { return nil }
        return (size.height - geometry.ink.height) / 2 + geometry.baselineBelowTop
    }

    override func drawContent(in canvas: inout Canvas) {
        if isPlaceholder { return Redaction.drawImage(in: frame, color: color, on: &canvas) }
        let path: Raster.Path
        switch (isResizable, layout) {
        case (true, _):
            path = face.symbolPath(glyph, filling: frame)
        case (false, .alignmentRect(let geometry)):
            // The ink at its own size, centred in the frame (which is that size unless forced).
            let ink = geometry.ink.size
            path = face.symbolPath(glyph, filling: Rect(
                x: frame.midX - ink.width / 2, y: frame.midY - ink.height / 2, width: ink.width, height: ink.height))
        case (false, .emSquare):
            path = face.symbolPath(glyph, in: frame)
        }
        canvas.fill(path, color: color)
    }

    override func layoutAttributes() -> [String: LayoutValue] {
        ["symbol": .string(symbol)]
    }

    override func ownAccessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(label: symbol, traits: .image, frame: frame)
    }
}
