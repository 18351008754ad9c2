import Raster

/// A colour as SwiftUI describes one: fixed, or adapting to the colour scheme.
public struct Color: Hashable, Sendable, ShapeStyle {
    let light: RGBA
    let dark: RGBA

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

    /// A colour from red, green and blue components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        self.init(RGBA(r: byte(red), g: byte(green), b: byte(blue), a: byte(opacity)))
    }

    /// The colour's value in a colour scheme.
    public func resolve(in scheme: ColorScheme) -> RGBA {
        scheme == .light ? light : dark
    }

    public func resolve(in environment: EnvironmentValues) -> RGBA {
        resolve(in: environment.colorScheme)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(light: light.opacity(opacity), dark: dark.opacity(opacity))
    }

    /// The colour mixed with `other` in each colour scheme, as SwiftUI's `Color.mix(with:by:)`: a
    /// `fraction` of 0 gives this colour, 1 gives `other`. SnapUI mixes the sRGB components.
    public func mix(with other: Color, by fraction: Double) -> Color {
        let t = min(max(fraction, 0), 1)
        return Color(light: light.mix(with: other.light, t), dark: dark.mix(with: other.dark, t))
    }

    public static let clear = Color(RGBA.clear)
    public static let black = Color(RGBA.black)
    public static let white = Color(RGBA.white)
    // iOS's system colours, light and dark.
    public static let red = Color(light: "#ff383c", dark: "#ff4245")
    public static let green = Color(light: "#34c759", dark: "#30d158")
    public static let blue = Color(light: "#0088ff", dark: "#0091ff")
    public static let orange = Color(light: "#ff8d28", dark: "#ff9230")
    public static let yellow = Color(light: "#ffcc00", dark: "#ffd600")
    public static let gray = Color(light: "#8e8e93", dark: "#8e8e93")
    /// The primary label colour: black in light, white in dark.
    public static let primary = Color(light: "#000000", dark: "#ffffff")
    /// The secondary label colour (iOS's secondaryLabel, flattened on white or black).
    public static let secondary = Color(light: "#8a8a8e", dark: "#98989f")
    /// The app's accent colour; SnapUI's default is iOS's blue, a design system sets its own with `.tint`.
    public static let accentColor = Color.blue
}

/// Anything that can colour a shape or text: a `Color` (the only kind SnapUI draws).
public protocol ShapeStyle {
    /// The colour the style paints with in `environment`.
    func resolve(in environment: EnvironmentValues) -> RGBA
}

extension ShapeStyle where Self == Color {
    /// The primary label colour.
    public static var primary: Color { Color.primary }
    /// The secondary label colour.
    public static var secondary: Color { Color.secondary }
}

extension Color: View {
    /// A colour by itself fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}
