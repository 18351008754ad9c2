import Raster

/// Anything that can paint a shape, as SwiftUI's `ShapeStyle`: a `Color`, a gradient, a level of
/// the foreground (`.secondary`), the tint, a material. Use one with `.fill`, `.stroke`,
/// `.foregroundStyle` and `.background`.
public protocol ShapeStyle: Sendable {
    /// What the style paints with in `environment`. SnapUI's styles each say; a style of your own
    /// returns what one of them resolves to.
    func resolvePaint(in environment: EnvironmentValues) -> ShapePaint
}

/// What a `ShapeStyle` paints with once resolved in an environment: a colour, a gradient with
/// its colours, or a material.
public struct ShapePaint: Sendable {
    enum Kind: Sendable {
        case color(RGBA)
        case gradient(ResolvedGradient)
        case material(ResolvedMaterial)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// Paints nothing.
    static let clear = ShapePaint(.color(.clear))

    /// One colour that stands for the paint where only a colour will do (text and symbols, which
    /// SnapUI draws in one colour each): a gradient's first stop, a material's tint.
    var representativeColor: RGBA {
        switch kind {
        case .color(let color): color
        case .gradient(let gradient): gradient.stops.first?.color ?? .clear
        case .material(let material): material.tint
        }
    }

    /// True when drawing with the paint changes nothing.
    var isInvisible: Bool {
        if case .color(let color) = kind { return color.a == 0 }
        return false
    }

    /// The paint with its opacity multiplied by `opacity` (0...1).
    func opacity(_ opacity: Double) -> ShapePaint {
        switch kind {
        case .color(let color):
            return ShapePaint(.color(color.opacity(opacity)))
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map { ColorStop(location: $0.location, color: $0.color.opacity(opacity)) }
            return ShapePaint(.gradient(gradient))
        case .material(var material):
            material.opacity *= min(max(opacity, 0), 1)
            return ShapePaint(.material(material))
        }
    }

    /// Fills `path` on `canvas`; a gradient's unit points are relative to `bounds`.
    func fill(_ path: Raster.Path, bounds: Rect, rule: FillRule = .nonZero, on canvas: inout Canvas) {
        switch kind {
        case .color(let color):
            canvas.fill(path, color: color, rule: rule)
        case .gradient(let gradient):
            canvas.fill(path, shader: gradient.shader(in: bounds), rule: rule)
        case .material(let material):
            material.fill(path, rule: rule, on: &canvas)
        }
    }

    /// Strokes `path` on `canvas`; a material strokes in its tint alone.
    func stroke(_ path: Raster.Path, bounds: Rect, style: Raster.StrokeStyle, on canvas: inout Canvas) {
        switch kind {
        case .color(let color):
            canvas.stroke(path, color: color, style: style)
        case .gradient(let gradient):
            canvas.stroke(path, shader: gradient.shader(in: bounds), style: style)
        case .material(let material):
            canvas.stroke(path, color: material.tint.opacity(material.opacity), style: style)
        }
    }
}

/// A shape style whose type is hidden, as SwiftUI's `AnyShapeStyle`: for choosing between styles
/// of different types, `condition ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary)`.
public struct AnyShapeStyle: ShapeStyle {
    private let style: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        self.style = style
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        style.resolvePaint(in: environment)
    }
}

/// A shape style drawn with its opacity multiplied, as `.opacity(_:)` on a style makes.
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        base.resolvePaint(in: environment).opacity(opacity)
    }
}

extension ShapeStyle {
    /// The style with its opacity multiplied by `opacity` (0...1).
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> {
        OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// The style's paint in `environment` for each colour scheme, so that views below that change
    /// the scheme draw in the right one.
    func resolvedPerScheme(in environment: EnvironmentValues) -> SchemePaint {
        var light = environment, dark = environment
        light.colorScheme = .light
        dark.colorScheme = .dark
        return SchemePaint(light: resolvePaint(in: light), dark: resolvePaint(in: dark))
    }
}

/// A style resolved for light and dark.
struct SchemePaint: Sendable {
    let light: ShapePaint
    let dark: ShapePaint

    func resolve(in environment: EnvironmentValues) -> ShapePaint {
        environment.colorScheme == .light ? light : dark
    }

    /// The representative colour of each scheme's paint, for text and symbols.
    var representativeColor: Color {
        Color(light: light.representativeColor, dark: dark.representativeColor)
    }
}
