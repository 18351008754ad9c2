import Raster

extension RGBA {
    /// Whether `other` is this colour, each channel within `tolerance` (antialiasing and rounding of
    /// blended colours).
    func isClose(to other: RGBA, within tolerance: Int = 2) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }

    /// An sRGB colour from its hex digits.
    static func hex(_ value: UInt32) -> RGBA {
        RGBA(r: UInt8(value >> 16 & 0xff), g: UInt8(value >> 8 & 0xff), b: UInt8(value & 0xff))
    }
}

/// iOS 26's colours the probe tests read (light appearance).
enum IOSColor {
    static let white = RGBA.hex(0xffffff)
    static let blue = RGBA.hex(0x0088ff)
    static let red = RGBA.hex(0xff383c)
    static let orange = RGBA.hex(0xff8d28)
    static let yellow = RGBA.hex(0xffcc00)
    static let green = RGBA.hex(0x34c759)
    static let purple = RGBA.hex(0xcb30e0)
    static let teal = RGBA.hex(0x00c3d0)
    static let pink = RGBA.hex(0xff2d55)
    static let black = RGBA.hex(0x000000)
    /// secondarySystemFill (120, 120, 128 at 16%) on white.
    static let secondaryFillOnWhite = RGBA(r: 233, g: 233, b: 235)
    /// The accent (systemBlue) at 15% on white: a bordered button's tinted fill.
    static let tintedFillOnWhite = RGBA(r: 217, g: 237, b: 255)
}
