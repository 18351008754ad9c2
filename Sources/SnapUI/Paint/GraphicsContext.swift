import Foundation
import Raster

/// What a `Canvas` draws with, as SwiftUI's `GraphicsContext`: paths filled and stroked with a
/// shading, text, images and symbols, under a transform, an opacity, a blend mode, clips and
/// filters that apply to what is drawn after they are set. Copies share the drawing surface but
/// not their state, so a copy can be moved or faded without changing the original; `drawLayer`
/// composites what its closure draws as one.
public struct GraphicsContext {
    /// The canvas the drawing goes to, shared by every copy of the context.
    final class Surface {
        var canvas: Raster.Canvas
        /// The views the canvas's `symbols` made, by tag, laid out at their ideal sizes.
        let symbols: [AnyHashable: Node]

        init(canvas: Raster.Canvas, symbols: [AnyHashable: Node]) {
            self.canvas = canvas
            self.symbols = symbols
        }
    }

    /// How drawing combines with what is under it.
    public typealias BlendMode = SnapUI.BlendMode

    let surface: Surface
    /// From the canvas view's own coordinates (origin at its top-left) to the device.
    let base: Transform
    /// The environment of the canvas view.
    public let environment: EnvironmentValues

    /// The transform from the context's coordinates to the canvas view's: drawing is moved,
    /// turned and scaled by it.
    public var transform: CGAffineTransform = .identity
    /// The opacity of what is drawn next (0...1).
    public var opacity: Double = 1
    /// How what is drawn next combines with what is under it.
    public var blendMode: BlendMode = .normal
    /// Clips in the canvas view's coordinates, with their fill rules.
    var clips: [(path: Raster.Path, rule: FillRule)] = []
    /// Filters on what is drawn next, in order.
    var filters: [ViewFilter] = []
    /// The shadow the filters cast, if any.
    var shadow: DropShadow?
    /// The canvas view's size.
    let size: Size

    init(surface: Surface, base: Transform, size: Size, environment: EnvironmentValues) {
        (self.surface, self.base, self.size, self.environment) = (surface, base, size, environment)
    }

    // MARK: Transform

    /// Moves the origin of what is drawn next by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn next by `x` and `y` about the origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns what is drawn next by `angle` (clockwise on screen) about the origin.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` to what is drawn next, before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options for a clip: `.inverse` keeps what is outside the path.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what is outside the path instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Limits what is drawn next to the inside of `path` (in the current coordinates), or, with
    /// `.inverse`, to the outside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var outline = path.raster.applying(transform.raster)
        var rule = style.rule
        if options.contains(.inverse) {
            // Everything, less the path: even-odd over a rectangle well beyond the canvas.
            var everything = Raster.Path.rect(Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5))
            everything.addPath(outline)
            (outline, rule) = (everything, .evenOdd)
        }
        clips.append((outline, rule))
    }

    /// The bounds of the current clip in the current coordinates (the canvas's bounds when nothing clips).
    public var clipBoundingRect: CGRect {
        var bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for clip in clips {
            let box = clip.path.controlPointBounds
            // An inverse clip (a rectangle far beyond the canvas, less a path) narrows nothing.
            if box.width < 1e5 { bounds = bounds.intersection(box) }
        }
        guard let inverse = transform.raster.inverted() else { return .zero }
        return CGRect(inverse.apply(bounds))
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        render { canvas in
            shading.fill(path.raster, rule: style.rule, in: environment, on: &canvas)
        }
    }

    /// Strokes `path` with `shading` in `style`, centred on the outline.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var outline = path.raster
        if !style.dash.isEmpty { outline = outline.dashed(style.dash.map(Double.init), phase: style.dashPhase) }
        render { canvas in
            shading.stroke(outline, style: style.raster, in: environment, on: &canvas)
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws a new layer: what `content` draws into the context it is given is composited as one,
    /// with this context's opacity, blend mode, filters and clips. The layer's context starts with
    /// this one's transform and none of the rest.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(surface: surface, base: base, size: size, environment: environment)
        layer.transform = transform
        try withLayer { try content(&layer) }
    }

    /// Runs `body`, which draws on the surface with the current transform, through the context's
    /// clips, opacity, blend mode and filters.
    func render(_ body: (inout Raster.Canvas) -> Void) {
        withLayer {
            surface.canvas.transform = transform.raster.concatenating(base)
            body(&surface.canvas)
        }
    }

    /// Runs `body` with the clips applied and, when anything needs one, a layer open for the
    /// opacity, blend mode, shadow and filters.
    private func withLayer(_ body: () throws -> Void) rethrows {
        surface.canvas.save()
        defer { surface.canvas.restore() }
        surface.canvas.transform = base
        for clip in clips { surface.canvas.clip(to: clip.path, rule: clip.rule) }
        let layered = opacity < 1 || blendMode != .normal || shadow != nil || !filters.isEmpty
        guard layered else { return try body() }
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        surface.canvas.beginLayer(opacity: opacity, blendMode: blendMode, shadow: shadow,
                                  filters: filters.map { $0.layerFilter(frame: frame, transform: base) })
        defer { surface.canvas.endLayer() }
        try body()
    }
}
