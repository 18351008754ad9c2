import Foundation
import Raster

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape`. Drawn by itself it fills with
/// the foreground style; `.fill`, `.stroke` and `.strokeBorder` choose otherwise. As in SwiftUI it is
/// `Animatable` (a snapshot draws its `animatableData` at rest).
public protocol Shape: Animatable, View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The outline in `rect`, in Raster's geometry, for nodes to draw.
    func rasterPath(in rect: Rect) -> Raster.Path {
        path(in: CGRect(rect)).raster
    }

    public var body: some View { ShapeView(shape: self, drawing: .fill(FillStyle()), style: nil) }

    /// Fills the shape with `content` (the foreground style unless given).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: self, drawing: .fill(style), style: AnyShapeStyle(content))
    }

    /// Strokes the shape's outline with `content`, centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the shape's outline with `content` in `style` (width, caps, joins, dashes), centred
    /// on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(shape: self, drawing: .stroke(style, inset: false), style: AnyShapeStyle(content))
    }

    /// Strokes the shape's outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the shape's outline with the foreground style in `style`.
    public func stroke(style: StrokeStyle) -> some View {
        ShapeView(shape: self, drawing: .stroke(style, inset: false), style: nil)
    }

    /// Strokes the shape's outline inside its edge, so the border stays within the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the shape's outline inside its edge in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> some View {
        ShapeView(shape: self, drawing: .stroke(style, inset: true), style: AnyShapeStyle(content))
    }

    /// The part of the shape's outline from `from` to `to`, fractions of its length from where
    /// the path starts (a circle's at its rightmost point, going clockwise): a progress ring is
    /// `Circle().trim(from: 0, to: progress)`.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: from, to: to)
    }

    /// The shape drawn `amount` points inside its frame on every side.
    public func inset(by amount: CGFloat) -> InsetShape<Self> {
        InsetShape(shape: self, amount: amount)
    }

    /// The shape turned by `angle` about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(shape: self, anchor: anchor, transform: .rotation(angle.radians))
    }

    /// The shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(shape: self, anchor: anchor, transform: .scale(x: x, y: y))
    }

    /// The shape scaled by `scale` about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}

/// How a shape is filled, as SwiftUI's `FillStyle`: by the non-zero rule, or even-odd (holes
/// where outlines overlap an even number of times). SnapUI always anti-aliases.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}

/// How the ends of stroked lines are drawn: `.butt`, `.round` or `.square`.
public typealias CGLineCap = Raster.LineCap
/// How stroked corners are drawn: `.miter`, `.round` or `.bevel`.
public typealias CGLineJoin = Raster.LineJoin

/// The shape of a stroke, as SwiftUI's `StrokeStyle`: its width, caps, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps in turn; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit) = (lineWidth, lineCap, lineJoin, miterLimit)
        (self.dash, self.dashPhase) = (dash, dashPhase)
    }

    /// The stroke as Raster draws it (dashes are cut from the path first).
    var raster: Raster.StrokeStyle {
        Raster.StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// How a rounded rectangle's corners curve: circular arcs, or iOS's smoother continuous curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous

    var cornerStyle: CornerStyle { self == .circular ? .circular : .continuous }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Corners of `cornerSize`; SnapUI rounds them by the smaller of its width and height.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public var cornerRadius: CGFloat { min(cornerSize.width, cornerSize.height) }

    public func path(in rect: CGRect) -> Path {
        Path(.roundedRect(Rect(rect), cornerRadius: cornerRadius, style: style.cornerStyle))
    }
}

/// The radii of a rectangle's corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) =
            (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }

    /// As Raster's corners, for a left-to-right layout.
    var raster: CornerRadii {
        CornerRadii(topLeft: topLeading, topRight: topTrailing, bottomRight: bottomTrailing, bottomLeft: bottomLeading)
    }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(cornerRadii: RectangleCornerRadii(
            topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
            bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(.roundedRect(Rect(rect), cornerRadii: cornerRadii.raster, style: style.cornerStyle))
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let bounds = Rect(rect)
        return Path(.circle(center: bounds.center, radius: min(bounds.width, bounds.height) / 2))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rounded rectangle whose corner radius is half its shorter side: continuous by default, as
/// SwiftUI's (its ends ease out of the long sides without a seam, a little narrower than half circles),
/// semicircular ends with `.circular`.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(.capsule(in: Rect(rect), style: style.cornerStyle)) }
}

// SwiftUI's static forms: `.clipShape(.rect(cornerRadius: 12))`, `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

/// A path is a shape: `Path { $0.move(to: ...) ... }.stroke(.red)`. It draws where its points are,
/// whatever its frame.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

/// A shape with only part of its outline: see `trim(from:to:)`.
public struct TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    let from: Double
    let to: Double

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: from, to: to)
    }
}

/// A shape drawn inside its frame: see `inset(by:)`.
public struct InsetShape<Base: Shape>: Shape {
    let shape: Base
    let amount: Double

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(Rect(rect).insetBy(dx: amount, dy: amount)))
    }
}

/// A shape rotated or scaled about a point of its frame: see `rotation(_:anchor:)` and `scale`.
public struct TransformedShape<Base: Shape>: Shape {
    let shape: Base
    let anchor: UnitPoint
    let transform: Transform

    public func path(in rect: CGRect) -> Path {
        let pivot = anchor.point(in: Rect(rect))
        let about = Transform.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(transform).concatenating(.translation(x: pivot.x, y: pivot.y))
        return Path(shape.path(in: rect).raster.applying(about))
    }
}

/// A shape with its paint: the view that `.fill` and `.stroke` make.
struct ShapeView: PrimitiveView {
    enum Drawing {
        case fill(FillStyle)
        /// `inset`: inside the frame, as `strokeBorder` draws.
        case stroke(StrokeStyle, inset: Bool)
    }

    let shape: any Shape
    let drawing: Drawing
    /// nil: the foreground style.
    let style: AnyShapeStyle?

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let paint = style?.resolvePaint(in: environment) ?? environment.foregroundPaint
        // A container-relative shape takes the shape of the container round it, if one sets it.
        let resolved: any Shape = shape is ContainerRelativeShape
            ? environment.containerShape.map(ResolvedContainerRelativeShape.init) ?? shape : shape
        return [ShapeNode(shape: resolved, drawing: drawing, paint: paint)]
    }
}

/// Takes the size it is offered and paints its shape there.
final class ShapeNode: Node {
    let shape: any Shape
    let drawing: ShapeView.Drawing
    let paint: ShapePaint

    init(shape: any Shape, drawing: ShapeView.Drawing, paint: ShapePaint) {
        self.shape = shape
        self.drawing = drawing
        self.paint = paint
        super.init()
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A border stroked in a control is the control's edge.
    override func collectAuditFacts(into collector: inout AuditFactCollector, state: AuditFactCollector.State) {
        collector.collect(self, state: state)
    }

    override func drawContent(in canvas: inout Canvas) {
        guard !paint.isInvisible else { return }
        switch drawing {
        case .fill(let style):
            paint.fill(shape.rasterPath(in: frame), bounds: frame, rule: style.rule, on: &canvas)
        case .stroke(let style, let inset):
            var path = inset ? shape.borderPath(in: frame, lineWidth: style.lineWidth) : shape.rasterPath(in: frame)
            if !style.dash.isEmpty { path = path.dashed(style.dash.map(Double.init), phase: style.dashPhase) }
            paint.stroke(path, bounds: frame, style: style.raster, on: &canvas)
        }
    }
}
