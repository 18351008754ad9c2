/// How a layer's colours combine with the colours under it when the layer is composited.
///
/// The separable modes follow the W3C's Compositing and Blending Level 1 formulas
/// (`co = cs (1 - ab) + cb (1 - as) + as ab B(Cb, Cs)`); `plusLighter` and `plusDarker` are
/// Core Graphics' additive modes; the last three are Porter-Duff operators.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, plusDarker, plusLighter
    case sourceAtop, destinationOver, destinationOut

    /// Blends `source` (straight alpha, its alpha already scaled by coverage and opacity) onto the
    /// pixel at byte `i` of `pixels`. `.normal` is source-over.
    func blend(_ pixels: UnsafeMutableBufferPointer<UInt8>, at i: Int, r: Int, g: Int, b: Int, alpha: Int) {
        if self == .normal { return SourceOver.blend(pixels, at: i, r: r, g: g, b: b, alpha: alpha) }
        let sa = Double(alpha) / 255, da = Double(pixels[i + 3]) / 255
        let source = SIMD3(Double(r), Double(g), Double(b)) / 255
        let under = SIMD3(Double(pixels[i]), Double(pixels[i + 1]), Double(pixels[i + 2])) / 255
        // Premultiplied results, then back to straight alpha.
        let out: SIMD3<Double>, outAlpha: Double
        switch self {
        case .plusLighter:
            outAlpha = min(1, sa + da)
            out = (source * sa + under * da).clamped(lowerBound: .zero, upperBound: .one)
        case .plusDarker:
            outAlpha = min(1, sa + da)
            let darkness = (sa - source * sa) + (da - under * da)
            out = (SIMD3(repeating: outAlpha) - darkness).clamped(lowerBound: .zero, upperBound: .one)
        case .sourceAtop:
            outAlpha = da
            out = source * (sa * da) + under * (da * (1 - sa))
        case .destinationOver:
            outAlpha = da + sa * (1 - da)
            out = under * da + source * (sa * (1 - da))
        case .destinationOut:
            outAlpha = da * (1 - sa)
            out = under * outAlpha
        default:
            outAlpha = sa + da * (1 - sa)
            let mixed = SIMD3(
                separable(backdrop: under.x, source: source.x), separable(backdrop: under.y, source: source.y),
                separable(backdrop: under.z, source: source.z))
            out = source * (sa * (1 - da)) + under * (da * (1 - sa)) + mixed * (sa * da)
        }
        guard outAlpha > 0 else {
            pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0; pixels[i + 3] = 0
            return
        }
        func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
        pixels[i] = byte(out.x / outAlpha)
        pixels[i + 1] = byte(out.y / outAlpha)
        pixels[i + 2] = byte(out.z / outAlpha)
        pixels[i + 3] = byte(outAlpha)
    }

    /// The W3C's B(Cb, Cs) for the separable modes, channels 0...1.
    private func separable(backdrop cb: Double, source cs: Double) -> Double {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return BlendMode.hardLight.separable(backdrop: cs, source: cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight:
            return cs <= 0.5 ? cb * 2 * cs : BlendMode.screen.separable(backdrop: cb, source: 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }
}
