import Foundation
import Raster

/// A colour as SwiftUI describes one: fixed, or adapting to the colour scheme.
public struct Color: Hashable, Sendable {
    let light: RGBA
    let dark: RGBA
    /// Set on `Color.accentColor` (and its `opacity` forms): the opacity at which it draws the
    /// environment's accent colour, when a view has set one with `.accentColor(_:)`; `light` and
    /// `dark` are its colour otherwise.
    var accentOpacity: Double?
    /// Set on a colour from an asset catalogue (`Color("name")`): what it is looked up as when
    /// resolved; `light` and `dark` are clear.
    var asset: AssetColorReference?

    /// A colour that is the same in light and dark.
    public init(_ rgba: RGBA) {
        light = rgba
        dark = rgba
    }

    /// A colour with a value for each colour scheme.
    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// A colour from a hex string, such as `#005eb8`, the same in light and dark.
    /// A malformed string is a programming error in a colour table and stops with its text.
    public init(hex: String) {
        guard let rgba = RGBA(hex: hex) else { preconditionFailure("not a hex colour: \(hex)") }
        self.init(rgba)
    }

    /// A colour from a hex string for each scheme.
    public init(light: String, dark: String) {
        self.init(light: Color(hex: light).light, dark: Color(hex: dark).light)
    }

    /// The colour spaces a colour's components can be given in; SnapUI draws in sRGB and
    /// converts the others.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The usual gamma-encoded sRGB.
        case sRGB
        /// sRGB primaries with linear (not gamma-encoded) components.
        case sRGBLinear
        /// Display P3, converted to sRGB and clamped to its gamut.
        case displayP3
    }

    /// A colour from red, green and blue components from 0 to 1 in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Color.sRGB(colorSpace, red, green, blue)
        self.init(RGBA(r: Color.byte(r), g: Color.byte(g), b: Color.byte(b), a: Color.byte(opacity)))
    }

    /// A grey with `white` from 0 (black) to 1 (white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue (0...1 round the colour wheel from red), saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A component from 0...1 as a byte, rounded to nearest.
    static func byte(_ v: Double) -> UInt8 { UInt8((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded()) }

    /// Components in `space` as gamma-encoded sRGB.
    private static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func encode(_ l: Double) -> Double {
            let l = min(max(l, 0), 1)
            return l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
        }
        func decode(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            // Display P3 shares sRGB's transfer curve; its linear primaries map to sRGB's by this
            // matrix (from the two spaces' primaries and their common D65 white point).
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            return (encode(1.2249402 * lr - 0.2249402 * lg),
                    encode(-0.0420570 * lr + 1.0420570 * lg),
                    encode(-0.0196376 * lr - 0.0786360 * lg + 1.0982736 * lb))
        }
    }

    /// The colour's value in a colour scheme (an asset catalogue's colour looked up in the catalogues
    /// of the snapshot being rendered).
    public func resolve(in scheme: ColorScheme) -> RGBA {
        resolve(in: scheme, contrast: .standard)
    }

    /// The colour's value in a colour scheme and contrast (which only asset catalogue colours vary by).
    func resolve(in scheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBA {
        if let asset { return asset.resolve(scheme: scheme, contrast: contrast) }
        return scheme == .light ? light : dark
    }

    /// The colour's value in the environment's colour scheme; `Color.accentColor` is the
    /// environment's accent colour.
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        if let accentOpacity {
            if let accent = environment.accentColor { return accent.opacity(accentOpacity).resolve(in: environment) }
            let catalogues = AssetLookup.of(bundle: nil, named: environment.assetCatalogues)
            if let accent = catalogues.accentColor(
                scheme: environment.colorScheme, contrast: environment.colorSchemeContrast, diagnostics: environment.diagnostics) {
                return accent.opacity(accentOpacity)
            }
        }
        if let asset { return asset.resolve(in: environment) }
        return resolve(in: environment.colorScheme)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = Color(light: light.opacity(opacity), dark: dark.opacity(opacity))
        color.accentOpacity = accentOpacity.map { $0 * opacity }
        color.asset = asset.map { var asset = $0; asset.opacity *= min(max(opacity, 0), 1); return asset }
        return color
    }

    /// The colour mixed with `other` in each colour scheme, as SwiftUI's `Color.mix(with:by:)`: a
    /// `fraction` of 0 gives this colour, 1 gives `other`. SnapUI mixes the sRGB components (an asset
    /// catalogue's colour as the snapshot being rendered has it, at standard contrast).
    public func mix(with other: Color, by fraction: Double) -> Color {
        let t = min(max(fraction, 0), 1)
        return Color(light: resolve(in: .light).mix(with: other.resolve(in: .light), t),
                     dark: resolve(in: .dark).mix(with: other.resolve(in: .dark), t))
    }

    public static let clear = Color(RGBA.clear)
    public static let black = Color(RGBA.black)
    public static let white = Color(RGBA.white)
    // iOS 26's system colours, light and dark: the values Apple's Human Interface Guidelines
    // publish on their Color page (updated June 2025 for iOS 26), default contrast.
    public static let red = Color(light: "#ff383c", dark: "#ff4245")
    public static let orange = Color(light: "#ff8d28", dark: "#ff9230")
    public static let yellow = Color(light: "#ffcc00", dark: "#ffd600")
    public static let green = Color(light: "#34c759", dark: "#30d158")
    public static let mint = Color(light: "#00c8b3", dark: "#00dac3")
    public static let teal = Color(light: "#00c3d0", dark: "#00d2e0")
    public static let cyan = Color(light: "#00c0e8", dark: "#3cd3fe")
    public static let blue = Color(light: "#0088ff", dark: "#0091ff")
    public static let indigo = Color(light: "#6155f5", dark: "#6d7cff")
    public static let purple = Color(light: "#cb30e0", dark: "#db34f2")
    public static let pink = Color(light: "#ff2d55", dark: "#ff375f")
    public static let brown = Color(light: "#ac7f5e", dark: "#b78a66")
    public static let gray = Color(light: "#8e8e93", dark: "#8e8e93")
    /// The primary label colour: black in light, white in dark.
    public static let primary = Color(light: "#000000", dark: "#ffffff")
    /// The secondary label colour, translucent as iOS's secondaryLabel is: 60% of #3c3c43 in
    /// light, 60% of #ebebf5 in dark.
    public static let secondary = Color(light: RGBA(r: 60, g: 60, b: 67, a: 153), dark: RGBA(r: 235, g: 235, b: 245, a: 153))
    /// The app's accent colour, as SwiftUI's: the colour the nearest `.accentColor(_:)` above
    /// sets, else the app's `AccentColor` colour set (from the catalogues `Color("name")` searches,
    /// as Xcode's build setting names it), else iOS's blue. `.tint` does not change it: controls
    /// take the tint when one is set and this colour otherwise.
    public static let accentColor: Color = {
        var color = Color.blue
        color.accentOpacity = 1
        return color
    }()
}

extension Color: ShapeStyle {
    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        ShapePaint(.color(resolve(in: environment)))
    }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var accentColor: Color { Color.accentColor }
}

extension Color: View {
    /// A colour by itself fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}
