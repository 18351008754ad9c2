import Foundation
import Raster

extension GraphicsContext {
    /// What a context fills and strokes with, as SwiftUI's `GraphicsContext.Shading`: a colour, a
    /// shape style, or a gradient whose geometry is in the context's coordinates.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            /// A style, resolved in the canvas's environment; its unit points span the path's bounds.
            case style(AnyShapeStyle)
            /// A gradient in the context's coordinates.
            case gradient(Gradient, @Sendable ([ColorStop]) -> Raster.Shader)
        }

        let kind: Kind

        /// The colour `color`.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }

        /// A colour from red, green and blue components in `colorSpace`.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style (`.tint`, `.secondary`, a gradient spanning what it fills).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// The canvas's foreground style.
        public static var foreground: Shading { style(.foreground) }

        /// A linear gradient from `startPoint` to `endPoint` in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient) { stops in
                .linearGradient(start: Point(startPoint), end: Point(endPoint), stops: stops)
            })
        }

        /// A radial gradient round `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient) { stops in
                .radialGradient(center: Point(center), startRadius: startRadius, endRadius: endRadius, stops: stops)
            })
        }

        /// A conic gradient round `center`, a full turn from `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient) { stops in
                .angularGradient(center: Point(center), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi, stops: stops)
            })
        }

        /// Fills `path` (in the canvas's current user space) on `canvas`.
        func fill(_ path: Raster.Path, rule: FillRule, in environment: EnvironmentValues, on canvas: inout Raster.Canvas) {
            switch kind {
            case .style(let style):
                let paint = style.resolvePaint(in: environment)
                guard !paint.isInvisible else { return }
                paint.fill(path, bounds: path.controlPointBounds, rule: rule, on: &canvas)
            case .gradient(let gradient, let shader):
                canvas.fill(path, shader: shader(gradient.resolved(in: environment)), rule: rule)
            }
        }

        /// Strokes `path` (in the canvas's current user space) on `canvas`.
        func stroke(_ path: Raster.Path, style: Raster.StrokeStyle, in environment: EnvironmentValues, on canvas: inout Raster.Canvas) {
            switch kind {
            case .style(let shapeStyle):
                let paint = shapeStyle.resolvePaint(in: environment)
                guard !paint.isInvisible else { return }
                paint.stroke(path, bounds: path.controlPointBounds, style: style, on: &canvas)
            case .gradient(let gradient, let shader):
                canvas.stroke(path, shader: shader(gradient.resolved(in: environment)), style: style)
            }
        }

        /// The one colour text and symbols are drawn in (a gradient's first).
        func color(in environment: EnvironmentValues) -> Color {
            switch kind {
            case .style(let style): Color(style.resolvePaint(in: environment).representativeColor)
            case .gradient(let gradient, _): gradient.stops.first?.color ?? .clear
            }
        }
    }

    /// Options for a gradient shading, as SwiftUI's: how it extends past its ends. SnapUI extends
    /// the end colours (SwiftUI's default) whatever the options.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient past its ends, reversing every other time.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
