import Foundation

// SwiftUI's colour adjustments as colour matrices, with the coefficients SwiftUI uses (Rec. 709
// luminance weights 0.2126, 0.7152, 0.0722), as OpenSwiftUI's reimplementation of `_ColorMatrix` has them.

extension ColorMatrix {
    /// Each channel multiplied by `color`'s (`colorMultiply`), alpha by its alpha.
    public static func multiply(_ color: RGBA) -> ColorMatrix {
        let (r, g, b, a) = (Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
        return ColorMatrix(rows: [[r, 0, 0, 0, 0], [0, g, 0, 0, 0], [0, 0, b, 0, 0], [0, 0, 0, a, 0]])
    }

    /// `amount` added to red, green and blue (`brightness`: 0 changes nothing, 1 makes white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount]])
    }

    /// Red, green and blue pushed from (or pulled towards) the middle grey by `amount`
    /// (`contrast`: 1 changes nothing, 0 makes grey 0.5, negative inverts).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let t = (1 - amount) / 2
        return ColorMatrix(rows: [[amount, 0, 0, 0, t], [0, amount, 0, 0, t], [0, 0, amount, 0, t]])
    }

    /// Colours moved towards their luminance (`saturation`: 1 changes nothing, 0 is grey, more
    /// than 1 more vivid); negative amounts count as 0.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = max(amount, 0)
        return ColorMatrix(rows: [
            [0.2126 + s * 0.7874, 0.7152 - s * 0.7152, 0.0722 - s * 0.0722, 0, 0],
            [0.2126 - s * 0.2126, 0.7152 + s * 0.2848, 0.0722 - s * 0.0722, 0, 0],
            [0.2126 - s * 0.2126, 0.7152 - s * 0.7152, 0.0722 + s * 0.9278, 0, 0],
        ])
    }

    /// A fraction `amount` of the way to the colour's luminance (`grayscale`: 0 changes nothing,
    /// 1 is fully grey): SwiftUI's monochrome of white.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let k = 1 - amount
        let luminance = [0.2126 * amount, 0.7152 * amount, 0.0722 * amount]
        return ColorMatrix(rows: [
            [luminance[0] + k, luminance[1], luminance[2], 0, 0],
            [luminance[0], luminance[1] + k, luminance[2], 0, 0],
            [luminance[0], luminance[1], luminance[2] + k, 0, 0],
        ])
    }

    /// The hue turned by `radians` about the luminance axis (`hueRotation`), keeping luminance.
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [
            [0.2126 + c * 0.7874 - s * 0.2126, 0.7152 - c * 0.7152 - s * 0.7152, 0.0722 - c * 0.0722 + s * 0.9278, 0, 0],
            [0.2126 - c * 0.2126 + s * 0.1430, 0.7152 + c * 0.2848 + s * 0.1400, 0.0722 - c * 0.0722 - s * 0.2830, 0, 0],
            [0.2126 - c * 0.2126 - s * 0.7874, 0.7152 - c * 0.7152 + s * 0.7152, 0.0722 + c * 0.9278 + s * 0.0722, 0, 0],
        ])
    }

    /// Black whose alpha is the colour's luminance (`luminanceToAlpha`).
    public static let luminanceToAlpha = ColorMatrix(rows: [
        [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2126, 0.7152, 0.0722, 0, 0],
    ])

    /// Red, green and blue inverted (`colorInvert`), alpha kept.
    public static let invert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1]])
}
