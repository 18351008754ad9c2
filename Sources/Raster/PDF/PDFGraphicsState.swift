/// The graphics state of a content stream (ISO 32000-1, 8.4) as far as flat-coloured paths need it.
struct PDFGraphicsState {
    /// User space to the page's default user space.
    var ctm = Transform.identity
    var fillSpace = PDFColorSpace.gray
    var fillComponents = [0.0]
    var strokeSpace = PDFColorSpace.gray
    var strokeComponents = [0.0]
    /// `ca` and `CA` from an ExtGState.
    var fillAlpha = 1.0
    var strokeAlpha = 1.0
    var lineWidth = 1.0
    var cap = LineCap.butt
    var join = LineJoin.miter
    var miterLimit = 10.0
    var dash: [Double] = []
    var dashPhase = 0.0

    var fillColor: RGBA { Self.color(fillSpace.rgb(fillComponents), alpha: fillAlpha) }
    var strokeColor: RGBA { Self.color(strokeSpace.rgb(strokeComponents), alpha: strokeAlpha) }

    var strokeStyle: StrokeStyle { StrokeStyle(width: lineWidth, cap: cap, join: join, miterLimit: miterLimit) }

    private static func color(_ rgb: (Double, Double, Double), alpha: Double) -> RGBA {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()) }
        return RGBA(r: byte(rgb.0), g: byte(rgb.1), b: byte(rgb.2), a: byte(alpha))
    }

    /// `J`'s operand.
    static func cap(_ value: Int) throws(PDFError) -> LineCap {
        switch value {
        case 0: .butt
        case 1: .round
        case 2: .square
        default: throw PDFError("the line cap \(value) is not 0, 1 or 2")
        }
    }

    /// `j`'s operand.
    static func join(_ value: Int) throws(PDFError) -> LineJoin {
        switch value {
        case 0: .miter
        case 1: .round
        case 2: .bevel
        default: throw PDFError("the line join \(value) is not 0, 1 or 2")
        }
    }
}
