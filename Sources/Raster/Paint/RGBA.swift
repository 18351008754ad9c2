/// An sRGB colour with straight (not premultiplied) alpha, 8 bits a channel.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// A colour from a hex string: `#rgb`, `#rrggbb` or `#rrggbbaa`, the `#` optional.
    /// Returns nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 3:
            let v = digits.map { UInt8(String($0), radix: 16)! * 17 }
            self.init(r: v[0], g: v[1], b: v[2])
        case 6, 8:
            guard let value = UInt32(digits, radix: 16) else { return nil }
            let full = digits.count == 6 ? value << 8 | 0xFF : value
            self.init(
                r: UInt8(full >> 24 & 0xFF), g: UInt8(full >> 16 & 0xFF),
                b: UInt8(full >> 8 & 0xFF), a: UInt8(full & 0xFF))
        default:
            return nil
        }
    }

    /// The colour with its alpha multiplied by `opacity` (clamped to 0...1), rounded to nearest.
    public func opacity(_ opacity: Double) -> RGBA {
        let k = min(max(opacity, 0), 1)
        return RGBA(r: r, g: g, b: b, a: UInt8((Double(a) * k).rounded()))
    }

    /// The colour mixed with `other`: `t` of 0 gives `self`, 1 gives `other`, per channel, rounded.
    public func mix(with other: RGBA, _ t: Double) -> RGBA {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded())
        }
        return RGBA(r: channel(r, other.r), g: channel(g, other.g), b: channel(b, other.b), a: channel(a, other.a))
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hex: String {
        func two(_ v: UInt8) -> String { v < 16 ? "0" + String(v, radix: 16) : String(v, radix: 16) }
        return "#" + two(r) + two(g) + two(b) + (a == 255 ? "" : two(a))
    }

    public var description: String { hex }

    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBA(r: 0, g: 0, b: 0)
    public static let white = RGBA(r: 255, g: 255, b: 255)
}
