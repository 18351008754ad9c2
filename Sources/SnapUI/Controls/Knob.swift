import Raster

/// A raised capsule: a slider's thumb and a segmented control's selected segment. It fills its frame
/// and casts a soft shadow below, drawn as rings growing outwards (as the navigation bar's glass).
struct Knob: PrimitiveView {
    let fill: Color

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [KnobNode(fill: fill.resolve(in: environment), shadow: KnobMetrics.shadow.resolve(in: environment))]
    }
}

/// The metrics of a knob's shadow: four rings of black (3% each light, 8% dark), each 0.75 points
/// wider and lower than the one inside, an estimate of iOS's thumb shadow (a few points of blur, a
/// point or two down) in the way the navigation bar's glass shadow is drawn.
enum KnobMetrics {
    static let shadow = Color(light: RGBA(r: 0, g: 0, b: 0, a: 8), dark: RGBA(r: 0, g: 0, b: 0, a: 20))
    static let rings = 4
    static let ringStep = 0.75
}

final class KnobNode: Node {
    let fill: RGBA
    let shadow: RGBA

    init(fill: RGBA, shadow: RGBA) {
        self.fill = fill
        self.shadow = shadow
        super.init()
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(in canvas: inout Canvas) {
        KnobMetrics.drawShadow(of: { .capsule(in: $0) }, frame: frame, color: shadow, in: &canvas)
        canvas.fill(.capsule(in: frame), color: fill)
    }
}

extension KnobMetrics {
    /// Draws the soft shadow of the shape `outline` makes in `frame`: rings growing outwards and down.
    static func drawShadow(of outline: (Rect) -> Raster.Path, frame: Rect, color: RGBA, in canvas: inout Canvas) {
        for ring in stride(from: rings, through: 1, by: -1) {
            let grow = Double(ring) * ringStep
            canvas.fill(outline(frame.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: grow)), color: color)
        }
    }
}
