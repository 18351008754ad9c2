import Raster

/// The small line glyphs controls draw themselves (chevrons, checkmarks, a stepper's minus and plus),
/// stroked with round ends in a colour: drawn as paths, so they need no symbol font and stay crisp at
/// any size. They grow with the text size as the body style does, unless `scalesWithText` is false.
struct ControlGlyph: PrimitiveView {
    enum Kind {
        /// A chevron pointing right (a disclosure or navigation row), left, or down (expanded).
        case chevronRight, chevronLeft, chevronDown
        /// A chevron up above a chevron down: a menu picker's indicator.
        case upDownChevrons
        case minus, plus
        /// A tick: the selected row of an inline picker.
        case checkmark
    }

    let kind: Kind
    /// The glyph's box at the default text size, in points.
    let size: Size
    let lineWidth: Double
    /// nil for the foreground style.
    var color: Color?
    var scalesWithText = true

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let ratio = scalesWithText
            ? TextStyle.body.pointSize(at: environment.dynamicTypeSize) / TextStyle.body.pointSize(at: .large) : 1
        let color = (self.color ?? environment.foregroundStyle ?? environment.labelColor).resolve(in: environment)
        return [ControlGlyphNode(kind: kind, size: Size(width: size.width * ratio, height: size.height * ratio),
                                 lineWidth: lineWidth * ratio, color: color)]
    }
}

/// Draws a control glyph in its box; decorative, so VoiceOver skips it.
final class ControlGlyphNode: Node {
    let kind: ControlGlyph.Kind
    let size: Size
    let lineWidth: Double
    let color: RGBA

    init(kind: ControlGlyph.Kind, size: Size, lineWidth: Double, color: RGBA) {
        self.kind = kind
        self.size = size
        self.lineWidth = lineWidth
        self.color = color
        super.init()
        role = "glyph"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size { size }

    override func drawContent(in canvas: inout Canvas) {
        let box = Rect(origin: Alignment.center.origin(of: size, in: frame), size: size)
        canvas.stroke(path(in: box), color: color, style: Raster.StrokeStyle(width: lineWidth, cap: .round, join: .round))
    }

    /// The glyph's lines in `rect`.
    func path(in rect: Rect) -> Raster.Path {
        // Lines are inset by half the line width, so round ends stay in the box.
        let box = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        func point(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        var path = Raster.Path()
        func line(_ points: [Point]) {
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
        }
        switch kind {
        case .chevronRight: line([point(0, 0), point(1, 0.5), point(0, 1)])
        case .chevronLeft: line([point(1, 0), point(0, 0.5), point(1, 1)])
        case .chevronDown: line([point(0, 0), point(0.5, 1), point(1, 0)])
        case .upDownChevrons:
            line([point(0, 0.4), point(0.5, 0), point(1, 0.4)])
            line([point(0, 0.6), point(0.5, 1), point(1, 0.6)])
        case .minus: line([point(0, 0.5), point(1, 0.5)])
        case .plus:
            line([point(0, 0.5), point(1, 0.5)])
            line([point(0.5, 0), point(0.5, 1)])
        case .checkmark: line([point(0, 0.55), point(0.36, 0.95), point(1, 0.05)])
        }
        return path
    }
}
