import Foundation
import Raster

extension GraphicsContext {
    /// A change to everything drawn after it is added, as SwiftUI's `GraphicsContext.Filter`:
    /// a blur, a shadow, a colour adjustment.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case view(ViewFilter)
            case colorMultiply(Color)
            case shadow(color: Color, radius: Double, x: Double, y: Double)
        }

        let kind: Kind

        /// A Gaussian blur whose standard deviation is `radius` points, as `View.blur(radius:)`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .view(.blur(radius: radius, opaque: options.contains(.opaque))))
        }

        /// A shadow of what is drawn, as `View.shadow`.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y))
        }

        /// Greys what is drawn, as `View.grayscale(_:)`.
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .view(.colorMatrix(.grayscale(amount)))) }
        /// Brightens what is drawn, as `View.brightness(_:)`.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .view(.colorMatrix(.brightness(amount)))) }
        /// Changes the contrast, as `View.contrast(_:)`.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .view(.colorMatrix(.contrast(amount)))) }
        /// Changes the saturation, as `View.saturation(_:)`.
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .view(.colorMatrix(.saturation(amount)))) }
        /// Turns the hue, as `View.hueRotation(_:)`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .view(.colorMatrix(.hueRotation(angle.radians)))) }
        /// Multiplies the colours by `color`, as `View.colorMultiply(_:)`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        /// Inverts the colours by `amount` (1: fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let x = amount, d = 1 - 2 * amount
            return Filter(kind: .view(.colorMatrix(ColorMatrix(rows: [[d, 0, 0, 0, x], [0, d, 0, 0, x], [0, 0, d, 0, x]]))))
        }
        /// Black whose opacity is the luminance, as `View.luminanceToAlpha()`.
        public static var luminanceToAlpha: Filter { Filter(kind: .view(.colorMatrix(.luminanceToAlpha))) }
    }

    /// Options for a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps the blur opaque to the canvas's edges.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result (SnapUI does not).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for a shadow filter (SnapUI draws the shadow below what casts it, whatever they say).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options for a filter.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Applies `filter` to everything drawn after this.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        switch filter.kind {
        case .view(let viewFilter):
            filters.append(viewFilter)
        case .colorMultiply(let color):
            filters.append(.colorMatrix(.multiply(color.resolve(in: environment))))
        case let .shadow(color, radius, x, y):
            shadow = DropShadow(color: color.resolve(in: environment), sigma: max(radius, 0), offset: Point(x: x, y: y))
        }
    }
}
