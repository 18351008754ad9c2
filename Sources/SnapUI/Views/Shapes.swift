import Raster

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape`. Drawn by itself it fills with
/// the foreground style; `.fill`, `.stroke` and `.strokeBorder` choose otherwise.
public protocol Shape: View {
    /// The outline of the shape in `rect`.
    func path(in rect: Rect) -> Path
}

extension Shape {
    public var body: some View { ShapeView(shape: self, paint: .fill(nil)) }

    /// Fills the shape with a colour.
    public func fill(_ color: Color) -> some View {
        ShapeView(shape: self, paint: .fill(color))
    }

    /// Strokes the shape's outline, centred on the edge.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> some View {
        ShapeView(shape: self, paint: .stroke(color, lineWidth: lineWidth, inset: false))
    }

    /// Strokes the shape's outline inside its edge, so the border stays within the frame.
    public func strokeBorder(_ color: Color, lineWidth: Double = 1) -> some View {
        ShapeView(shape: self, paint: .stroke(color, lineWidth: lineWidth, inset: true))
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: Rect) -> Path { .rect(rect) }
}

/// How a rounded rectangle's corners curve: circular arcs, or iOS's smoother continuous curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous

    var cornerStyle: CornerStyle { self == .circular ? .circular : .continuous }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public var cornerRadius: Double
    public var style: RoundedCornerStyle

    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    public func path(in rect: Rect) -> Path {
        .roundedRect(rect, cornerRadius: cornerRadius, style: style.cornerStyle)
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: Rect) -> Path {
        .circle(center: rect.center, radius: min(rect.width, rect.height) / 2)
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: Rect) -> Path { .ellipse(in: rect) }
}

/// A rectangle whose shorter sides are semicircles.
public struct Capsule: Shape {
    public init() {}
    public func path(in rect: Rect) -> Path { .capsule(in: rect) }
}

/// A shape with its paint: the view that `.fill` and `.stroke` make.
struct ShapeView: PrimitiveView {
    enum Paint {
        /// nil: the foreground style.
        case fill(Color?)
        case stroke(Color, lineWidth: Double, inset: Bool)
    }

    let shape: any Shape
    let paint: Paint

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [ShapeNode(shape: shape, paint: paint, environment: environment)]
    }
}

/// Takes the size it is offered and paints its shape there.
final class ShapeNode: Node {
    let shape: any Shape
    let paint: ShapeView.Paint
    let color: RGBA

    init(shape: any Shape, paint: ShapeView.Paint, environment: EnvironmentValues) {
        self.shape = shape
        self.paint = paint
        switch paint {
        case .fill(let color): self.color = (color ?? environment.foregroundStyle ?? environment.labelColor).resolve(in: environment)
        case .stroke(let color, _, _): self.color = color.resolve(in: environment)
        }
        super.init()
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: inout Canvas) {
        guard color.a > 0 else { return }
        switch paint {
        case .fill:
            canvas.fill(shape.path(in: frame), color: color)
        case .stroke(_, let lineWidth, let inset):
            let rect = inset ? frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2) : frame
            canvas.stroke(shape.path(in: rect), color: color, style: StrokeStyle(width: lineWidth))
        }
    }
}
