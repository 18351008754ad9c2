import Foundation
import Raster

/// How wrapped lines of text line up: one type for SnapUI and Raster.
public typealias TextAlignment = Raster.TextAlignment

/// Text in the environment's font and colour, wrapping to the width it is offered.
///
/// As in SwiftUI: a string literal is a localised string's key, looked up in the environment's
/// locale, and read as inline markdown (`Text("**Bold** [link](...)")`, see `LocalizedStringKey`),
/// while `Text(verbatim:)` and a `String` value stay literal;
/// `Text(AttributedString)` draws the attributes of `AttributeScopes.SnapUIAttributes`;
/// `Text(date, style:)` and `Text(value, format:)` write dates and numbers in the environment's
/// locale and time zone; and texts joined with `+` are one paragraph whose parts keep their own
/// font, weight, colour and decorations. A modifier on a joined text styles the parts that do not
/// set that style themselves.
public struct Text: PrimitiveView, Sendable {
    /// What a part of the text shows.
    enum Content: Sendable {
        case verbatim(String)
        /// A localised string's key, its table and bundle (nil: "Localizable", and the environment's
        /// folders then `Bundle.main`).
        case markdown(LocalizedStringKey, table: String?, bundle: Bundle?)
        case attributed(AttributedString)
        case formatted(Formatted)
    }

    /// What a Text's own modifiers ask of a part; nil leaves it to the part's attributes and the
    /// environment.
    struct Modifiers: Hashable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        var isItalic: Bool?
        var hasMonospacedDigits: Bool?
        var color: Color?
        var underline: Decoration??
        var strikethrough: Decoration??
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
    }

    struct Part: Sendable {
        var content: Content
        var modifiers = Modifiers()
    }

    var parts: [Part]

    init(content: Content) {
        parts = [Part(content: content)]
    }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) {
        self.init(content: .verbatim(content))
    }

    /// Text showing a string value as it is (never read as markdown). Disfavoured, as SwiftUI's,
    /// so that a literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(content: .verbatim(String(content)))
    }

    /// Text showing the localised string `key` names in the table `tableName` ("Localizable"
    /// unless named) of `bundle` (unless named, the environment's `stringTables` folders, then
    /// `Bundle.main`), in the environment's locale, read as inline markdown. A key no table has is
    /// shown as it is.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(content: .markdown(key, table: tableName, bundle: bundle))
    }

    /// Text showing an attributed string with its attributes (font, colour, inline styles, links,
    /// underline, strikethrough, kerning, tracking, baseline offset). Disfavoured, since Linux's
    /// `AttributedString` takes string literals too, so that a literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(content: .attributed(attributedContent))
    }

    /// One paragraph of both texts, each part keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.parts += rhs.parts
        return joined
    }

    /// This text with `change` applied to every part's modifiers where that part has not set it.
    private func modified(_ change: (inout Modifiers) -> Void) -> Text {
        var text = self
        for index in text.parts.indices { change(&text.parts[index].modifiers) }
        return text
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text {
        modified { if $0.font == nil { $0.font = font } }
    }

    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modified { if $0.weight == nil { $0.weight = weight } }
    }

    /// The text in a font design.
    public func fontDesign(_ design: Font.Design?) -> Text {
        modified { if $0.design == nil { $0.design = design } }
    }

    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// The text slanted, in the italic face.
    public func italic(_ isActive: Bool = true) -> Text {
        modified { if $0.isItalic == nil { $0.isItalic = isActive } }
    }

    /// The text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// The text with digits of one width: digits set without kerning.
    public func monospacedDigit() -> Text {
        modified { if $0.hasMonospacedDigits == nil { $0.hasMonospacedDigits = true } }
    }

    /// The text in a colour.
    public func foregroundStyle(_ color: Color) -> Text {
        modified { if $0.color == nil { $0.color = color } }
    }

    /// The text in a colour (the older name of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> Text {
        modified { if $0.color == nil { $0.color = color } }
    }

    /// The text underlined, in `color` or its own colour. Every pattern draws solid.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified { if $0.underline == nil { $0.underline = .some(isActive ? Decoration(color: color) : nil) } }
    }

    /// The text struck through, in `color` or its own colour. Every pattern draws solid.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified { if $0.strikethrough == nil { $0.strikethrough = .some(isActive ? Decoration(color: color) : nil) } }
    }

    /// `kerning` extra points after every character.
    public func kerning(_ kerning: CGFloat) -> Text {
        modified { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// `tracking` extra points after every character.
    public func tracking(_ tracking: CGFloat) -> Text {
        modified { if $0.tracking == nil { $0.tracking = tracking } }
    }

    /// The text raised by `offset` points (lowered when negative).
    public func baselineOffset(_ offset: CGFloat) -> Text {
        modified { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let base = environment.font ?? .body
        let color = (environment.foregroundStyle ?? environment.labelColor).resolve(in: environment)
        let node = TextNode(
            runs: runs(in: environment), font: base.resolved(in: environment),
            color: color, environment: environment,
            label: parts.flatMap { spans(of: $0.content, in: environment) }.map { $0.symbol?.name ?? $0.text }.joined())
        node.isPlaceholder = environment.redactsContent
        return [node]
    }

    /// The characters the text shows in `environment`: markdown read, values formatted, case applied.
    func plainText(in environment: EnvironmentValues) -> String {
        parts.flatMap { spans(of: $0.content, in: environment) }.map(\.text).joined()
    }

    /// The styled runs the text is set in; an image is a run of its symbol.
    func runs(in environment: EnvironmentValues) -> [TextRun] {
        parts.flatMap { part in
            spans(of: part.content, in: environment).compactMap { span in
                var style = TextStyleResolver.style(of: span, modifiers: part.modifiers, in: environment)
                if let symbol = span.symbol {
                    let weight = TextStyleResolver.weight(of: span, modifiers: part.modifiers, in: environment)
                    guard let inline = symbol.inline(beside: style.font, weight: weight, in: environment) else { return nil }
                    style.symbol = inline
                }
                return TextRun(span.text, style: style)
            }
        }
    }

    /// A part's characters in stretches of one inline style, case applied.
    private func spans(of content: Content, in environment: EnvironmentValues) -> [InlineSpan] {
        let spans: [InlineSpan]
        switch content {
        case .verbatim(let string):
            spans = [InlineSpan(text: string)]
        case .formatted(let formatted):
            spans = [InlineSpan(text: formatted.format(environment), symbol: formatted.symbol)]
        case .markdown(let key, let table, let bundle):
            let pieces = key.format.pieces(table: table, bundle: bundle, lookup: StringLookup(environment), markdown: true)
            var source = ""
            var values: [Formatted] = []
            for piece in pieces {
                switch piece {
                case .text(let text): source += text
                case .value(let value):
                    source.append(LocalizedStringKey.placeholder)
                    values.append(value)
                }
            }
            var arguments = values.makeIterator()
            spans = Markdown.parse(source).flatMap { span in
                // An image interpolated is a span of its own, in the style around it.
                var pieces: [InlineSpan] = []
                var text = ""
                func flush() {
                    if !text.isEmpty { pieces.append(InlineSpan(text: text, intent: span.intent, link: span.link)) }
                    text = ""
                }
                for character in span.text {
                    if character == LocalizedStringKey.placeholder, let argument = arguments.next() {
                        if let symbol = argument.symbol {
                            flush()
                            pieces.append(InlineSpan(
                                text: argument.format(environment), intent: span.intent, link: span.link, symbol: symbol))
                        } else {
                            text += argument.format(environment)
                        }
                    } else {
                        text.append(character)
                    }
                }
                flush()
                return pieces
            }
        case .attributed(let attributed):
            spans = attributed.runs.map { run in
                InlineSpan(
                    text: String(attributed[run.range].characters), intent: run.inlinePresentationIntent ?? [],
                    link: run.link, font: run.font, color: run.foregroundColor, underline: run.underlineStyle,
                    strikethrough: run.strikethroughStyle, kerning: run.kern,
                    tracking: run.tracking, baselineOffset: run.baselineOffset,
                    background: run.backgroundColor)
            }
        }
        guard let textCase = environment.textCase else { return spans }
        return spans.map { span in
            var span = span
            span.text = textCase == .uppercase
                ? span.text.uppercased(with: environment.locale) : span.text.lowercased(with: environment.locale)
            return span
        }
    }
}

/// A stretch of a part in one style from its markdown or attributes; nil leaves a style to the
/// Text's modifiers and the environment.
struct InlineSpan {
    var text: String
    var intent: InlinePresentationIntent = []
    var link: URL?
    var font: Font?
    var color: Color?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// The symbol drawn for this span: an image in the text.
    var symbol: Text.Symbol?
    /// The colour filled behind the span.
    var background: Color?
}

/// Where each style of a run comes from: the span's own attributes first, then the Text's
/// modifiers, then the environment's (`.font`, `.bold()`, `.foregroundStyle` ... around it).
enum TextStyleResolver {
    /// The weight a span draws in, before the Bold Text setting.
    static func weight(of span: InlineSpan, modifiers: Text.Modifiers, in environment: EnvironmentValues) -> Font.Weight {
        let named = span.font ?? modifiers.font
        let weight = modifiers.weight ?? named?.weight ?? environment.textStyle.weight
            ?? (named ?? environment.font ?? .body).resolvedWeight
        return span.intent.contains(.stronglyEmphasized) ? max(weight, .bold) : weight
    }

    static func style(of span: InlineSpan, modifiers: Text.Modifiers, in environment: EnvironmentValues) -> TextRun.Style {
        let around = environment.textStyle
        let named = span.font ?? modifiers.font
        var font = named ?? environment.font ?? .body
        let weight = environment.legibleWeight(weight(of: span, modifiers: modifiers, in: environment))
        // A custom font left at regular keeps the weight of the face it names ("Frutiger-Bold").
        if font.name == nil || font.weight != nil || weight != .regular { font.weight = weight }
        if span.intent.contains(.emphasized) || (modifiers.isItalic ?? around.isItalic) { font.isItalic = true }
        if span.intent.contains(.code) {
            font.design = .monospaced
        } else if let design = modifiers.design ?? named?.design ?? around.design {
            font.design = design
        }

        // Links draw in the tint, as SwiftUI draws them, whatever colour the text around has.
        let color = span.color ?? (span.link != nil ? environment.tint ?? .accentColor : nil)
            ?? modifiers.color ?? environment.foregroundStyle ?? environment.labelColor
        let underline = span.underline.map { Text.Decoration(color: $0.color) } ?? modifiers.underline ?? around.underline
        let strikethrough = span.strikethrough.map { Text.Decoration(color: $0.color) }
            ?? (span.intent.contains(.strikethrough) ? Text.Decoration(color: nil) : nil)
            ?? modifiers.strikethrough ?? around.strikethrough
        func raster(_ decoration: Text.Decoration?) -> TextRun.Decoration? {
            decoration.map { TextRun.Decoration(color: $0.color?.resolve(in: environment)) }
        }
        return TextRun.Style(
            font: font.resolved(in: environment),
            color: color.resolve(in: environment), underline: raster(underline), strikethrough: raster(strikethrough),
            tracking: (span.kerning ?? modifiers.kerning ?? around.kerning) + (span.tracking ?? modifiers.tracking ?? around.tracking),
            baselineOffset: span.baselineOffset ?? modifiers.baselineOffset ?? 0,
            monospacedDigits: modifiers.hasMonospacedDigits ?? (named?.hasMonospacedDigits == true || around.hasMonospacedDigits
                || environment.font?.hasMonospacedDigits == true),
            background: span.background?.resolve(in: environment))
    }
}

/// Lays text out to the width it is given and draws it.
final class TextNode: Node {
    /// The characters shown, before any truncation.
    let string: String
    /// The styled runs the text is set in.
    let runs: [TextRun]
    /// The environment's font: what an empty text measures in, and the text's line height.
    let font: Raster.Font
    /// The colour of runs without one of their own.
    let color: RGBA
    let alignment: TextAlignment
    let lineLimit: Int?
    /// The extra points between lines.
    let lineSpacing: Double
    let truncationMode: TruncationMode
    /// Each paragraph's direction: its first strong letter's, else the layout direction's (iOS's natural direction).
    let baseDirection: BaseWritingDirection
    /// The faces letters the text's fonts lack are drawn in.
    let fallback: FontFallback
    /// The fewest lines the text takes room for.
    let reservedLines: Int?
    /// How far the text may shrink to fit (1: not at all).
    let minimumScaleFactor: Double
    /// True when redacted: drawn as placeholder bars (see `Redaction`).
    var isPlaceholder = false
    /// True for a navigation bar's copy of a large title, which iOS truncates on one line: the audit
    /// does not report it truncated.
    var isCollapsedLargeTitle = false
    /// One device pixel in points, to which the text's spacing to its neighbours is rounded.
    let pixelLength: Double
    /// The layout from the last `place(in:)`.
    private(set) var layout: TextLayout?

    /// - Parameter label: the characters shown, where they differ from the runs' (an image's name
    ///   for its run).
    init(runs: [TextRun], font: Raster.Font, color: RGBA, environment: EnvironmentValues, label: String? = nil) {
        self.string = label ?? runs.map(\.text).joined()
        self.runs = runs
        self.font = font
        self.color = color
        alignment = environment.multilineTextAlignment.physical(in: environment.layoutDirection)
        lineLimit = environment.lineLimit
        lineSpacing = environment.lineSpacing
        truncationMode = environment.truncationMode
        baseDirection = .natural(environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        fallback = environment.fontSet?.fallback ?? .none
        reservedLines = environment.reservedLines
        minimumScaleFactor = environment.minimumScaleFactor
        pixelLength = 1 / environment.displayScale
        super.init()
        role = "text"
        unmirrorsContent = environment.layoutDirection == .rightToLeft
    }

    /// SwiftUI's text spacing, from the fonts (see `fontSpacing`), worked out once.
    override var viewSpacing: ViewSpacing { spacing }
    private lazy var spacing = fontSpacing

    override func collectAuditFacts(into collector: inout AuditFactCollector, state: AuditFactCollector.State) {
        collector.collect(self, state: state)
    }

    /// Its first and last baselines, as laid out at `size`.
    override func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let lines = makeLayout(width: size.width, height: size.height).lines
        return first ? lines.first?.baseline : lines.last?.baseline
    }

    /// The text laid out to `width`, shrunk (down to `minimumScaleFactor`) when it would be
    /// truncated or taller than `height` at full size.
    func makeLayout(width: CGFloat?, height: CGFloat? = nil) -> TextLayout {
        // A tiny allowance, so a width measured from this text (perhaps after arithmetic that rounds,
        // as a stack's sharing out) lays it out on the same lines.
        let limit = width.flatMap { $0.isFinite ? $0 + 1e-9 : nil }
        let full = layout(scaledBy: 1, width: limit)
        guard minimumScaleFactor < 1, !fits(full, height: height) else { return full }
        // The largest scale that fits, to a thousandth of the size.
        var (low, high) = (minimumScaleFactor, 1.0)
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(layout(scaledBy: middle, width: limit), height: height) { low = middle } else { high = middle }
        }
        return layout(scaledBy: low, width: limit)
    }

    private func fits(_ layout: TextLayout, height: CGFloat?) -> Bool {
        !layout.isTruncated && (height.map { !$0.isFinite || layout.size.height <= $0 + 1e-9 } ?? true)
    }

    private func layout(scaledBy scale: Double, width: CGFloat?) -> TextLayout {
        let scaled = scale == 1 ? runs : runs.map { run in
            var style = run.style
            style.font = style.font.withSize(style.font.size * scale)
            style.tracking *= scale
            style.baselineOffset *= scale
            style.symbol = style.symbol?.scaled(by: scale)
            return TextRun(run.text, style: style)
        }
        return TextLayout(
            runs: scaled, font: scale == 1 ? font : font.withSize(font.size * scale), maxWidth: width.double,
            alignment: alignment, lineSpacing: lineSpacing, lineLimit: lineLimit, truncationMode: truncationMode,
            baseDirection: baseDirection, fallback: fallback)
    }

    /// The layout's size, at least as tall as the reserved lines; rounded up to a device pixel
    /// where a font on it has iOS's system metrics, as iOS sizes text.
    private func size(of layout: TextLayout) -> Size {
        var size = layout.size
        if let reservedLines, reservedLines > layout.lines.count {
            let lineHeight = layout.lines.first?.height ?? font.lineHeight
            let reserved = Double(reservedLines) * lineHeight + Double(reservedLines - 1) * (lineSpacing + font.leading)
            size.height = max(size.height, reserved)
        }
        if hasSystemMetrics { size.height = roundedUp(size.height, to: pixelLength) }
        return size
    }

    /// True when the text's font or a run's carries iOS's system metrics (`SystemFontLineMetrics`).
    private lazy var hasSystemMetrics = font.verticalMetrics != nil || runs.contains { $0.style.font.verticalMetrics != nil }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        size(of: makeLayout(width: proposal.width, height: proposal.height))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        layout = makeLayout(width: frame.width, height: frame.height)
    }

    override func drawContent(in canvas: inout Canvas) {
        guard let layout else { return }
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
