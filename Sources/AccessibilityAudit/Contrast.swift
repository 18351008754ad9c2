import Foundation
import Raster

/// WCAG 2.2's contrast: relative luminance of sRGB colours and the ratio between two.
public enum Contrast {
    /// Relative luminance, 0 (black) to 1 (white), of an opaque colour.
    public static func luminance(_ color: RGBA) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b)
    }

    /// The contrast ratio of two opaque colours, 1 to 21, whichever is lighter.
    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `color` drawn over an opaque `background`, as the renderer composites it.
    public static func composite(_ color: RGBA, over background: RGBA) -> RGBA {
        guard color.a < 255 else { return color }
        let t = Double(color.a) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * t + Double(bottom) * (1 - t)).rounded()) }
        return RGBA(r: mix(color.r, background.r), g: mix(color.g, background.g), b: mix(color.b, background.b))
    }

    /// `4.52:1`: a ratio as findings print it, rounded down to two decimals so a figure shown as
    /// passing always passes.
    public static func figure(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100):1"
    }
}
