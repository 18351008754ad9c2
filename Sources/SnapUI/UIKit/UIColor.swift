import Foundation
import Raster

/// UIKit's colour, a class as UIKit's is, so that design systems written for UIKit compile: colour
/// tokens in `extension UIColor { convenience init(hex:) ... }`, `#colorLiteral(...)`, and colours
/// that adapt with `UIColor { traits in ... }`, resolved with the snapshot's traits.
///
/// A colour is fixed components (`init(red:green:blue:alpha:)`), a light and a dark value (the
/// system colours, SwiftUI's colours), or a provider called with traits. SwiftUI sees a provider's
/// colour as its value in the current snapshot's traits, light and dark (see `color`).
open class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is made of. Immutable, so the class is safe to share between renders.
    private enum Appearance {
        /// sRGB components, 0...1 (beyond for extended sRGB), kept as given so `getRed` returns them.
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        /// A colour with a value for each scheme.
        case color(Color)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let appearance: Appearance

    private init(_ appearance: Appearance) {
        self.appearance = appearance
        super.init()
    }

    /// A colour from sRGB components from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        appearance = .components(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A grey from 0 (black) to 1 (white).
    public init(white: CGFloat, alpha: CGFloat) {
        appearance = .components(red: white, green: white, blue: white, alpha: alpha)
        super.init()
    }

    /// A colour from hue (0...1 round the colour wheel from red), saturation and brightness.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        appearance = .color(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
        super.init()
    }

    /// A colour from Display P3 components, converted to sRGB.
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        appearance = .color(Color(.displayP3, red: Double(displayP3Red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
        super.init()
    }

    /// A colour whose value `dynamicProvider` gives for each set of traits: called with the snapshot's
    /// traits, in light and in dark, when SwiftUI draws it, and with the traits `resolvedColor(with:)` is given.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        appearance = .dynamic(dynamicProvider)
        super.init()
    }

    /// The UIKit form of a SwiftUI colour, as SwiftUI's `UIColor(_:)`.
    public convenience init(_ color: Color) {
        self.init(.color(color))
    }

    /// The colour `#colorLiteral(red:green:blue:alpha:)` makes: sRGB components.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour as SwiftUI draws it: its light and dark values (a provider's in the current
    /// snapshot's traits, light and then dark).
    public var color: Color {
        switch appearance {
        case .components(let red, let green, let blue, let alpha):
            Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        case .color(let color):
            color
        case .dynamic(let provider):
            Color(light: provider(UITraitCollection.current.with(.light)).color.resolve(in: .light),
                  dark: provider(UITraitCollection.current.with(.dark)).color.resolve(in: .dark))
        }
    }

    /// The colour's value in `traitCollection`: a fixed colour (its light value unless the traits are dark).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch appearance {
        case .components: self
        case .color(let color):
            UIColor(.color(Color(color.resolve(
                in: traitCollection.colorScheme, contrast: traitCollection.accessibilityContrast == .high ? .increased : .standard))))
        case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The colour's sRGB components in the current traits, each written where its pointer is not nil.
    /// Always true: every colour has sRGB components.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = resolvedColor(with: UITraitCollection.current)
        let components: (CGFloat, CGFloat, CGFloat, CGFloat)
        if case .components(let r, let g, let b, let a) = resolved.appearance {
            components = (r, g, b, a)
        } else {
            let rgba = resolved.color.resolve(in: UITraitCollection.current.colorScheme)
            components = (CGFloat(rgba.r) / 255, CGFloat(rgba.g) / 255, CGFloat(rgba.b) / 255, CGFloat(rgba.a) / 255)
        }
        red?.pointee = components.0
        green?.pointee = components.1
        blue?.pointee = components.2
        alpha?.pointee = components.3
        return true
    }

    /// The colour with its alpha set to `alpha` (0...1), in every scheme.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch appearance {
        case .components(let red, let green, let blue, _):
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .color(let color):
            func with(_ c: RGBA) -> RGBA { RGBA(r: c.r, g: c.g, b: c.b, a: Color.byte(Double(alpha))) }
            return UIColor(Color(light: with(color.resolve(in: .light)), dark: with(color.resolve(in: .dark))))
        case .dynamic(let provider):
            return UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// Equal when both are the same components or the same light and dark values; a provider's
    /// colour equals only itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (appearance, other.appearance) {
        case (.components(let r, let g, let b, let a), .components(let r2, let g2, let b2, let a2)):
            return (r, g, b, a) == (r2, g2, b2, a2)
        case (.color(let color), .color(let otherColor)):
            return color == otherColor
        default:
            return self === other
        }
    }

    open override var hash: Int {
        switch appearance {
        case .components(let r, let g, let b, let a): [r, g, b, a].hashValue
        case .color(let color): color.hashValue
        case .dynamic: ObjectIdentifier(self).hashValue
        }
    }
}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes where no other is asked for, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

extension Color {
    /// A SwiftUI colour from a UIKit one: `Color(.systemBackground)`.
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }

    /// A SwiftUI colour from a UIKit one: `Color(uiColor: .label)`.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }
}

extension UIColor: _ExpressibleByColorLiteral {}
