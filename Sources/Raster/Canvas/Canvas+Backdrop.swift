extension Canvas {
    /// Fills `path` (user space) with a blurred copy of what is already drawn under it, its
    /// colours' saturation scaled by `saturation` (1 keeps them): frosted glass, a translucent
    /// material's first layer, before its tint is filled over it.
    ///
    /// What is under is the picture with every open layer composited over it at its opacity, so a
    /// material inside a fading group still blurs what lies behind the group. `sigma` is the blur's
    /// standard deviation in user space; beyond the canvas's edges its edge pixels extend.
    public mutating func fillBackdrop(_ path: Path, sigma: Double, saturation: Double = 1, rule: FillRule = .nonZero) {
        guard !clipBox.isEmpty else { return }
        let mask = converter.mask(of: path.applying(transform), rule: rule, clip: clipBox)
        let area = mask.bounds.intersection(bounds)
        guard !area.isEmpty else { return }
        let deviceSigma = sigma * transform.averageScale
        let region = area.insetBy(-GaussianBlur.extent(sigma: deviceSigma))
        var premultiplied = backdrop(of: region)
        GaussianBlur.blur(&premultiplied, width: region.width, height: region.height, channels: 4, sigma: deviceSigma)
        let amount = Int(((saturation.isFinite ? max(saturation, 0) : 1) * 256).rounded())
        var colors = [RGBA](repeating: .clear, count: area.width * area.height)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let i = ((y - region.y) * region.width + (x - region.x)) * 4
                colors[(y - area.y) * area.width + (x - area.x)] = Canvas.saturated(
                    r: Int(premultiplied[i]), g: Int(premultiplied[i + 1]), b: Int(premultiplied[i + 2]),
                    a: Int(premultiplied[i + 3]), amount: amount)
            }
        }
        blend(mask, source: .pixels(colors, bounds: area))
    }

    /// The premultiplied colours of `region` as the open layers over the picture make them, the
    /// nearest edge pixel standing for any pixel outside the canvas.
    private func backdrop(of region: IntRect) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: region.width * region.height * 4)
        guard width > 0, height > 0 else { return out }
        var flat = [UInt8](repeating: 0, count: 4)
        flat.withUnsafeMutableBufferPointer { flat in
            for y in region.y..<region.maxY {
                let sy = min(max(y, 0), height - 1)
                for x in region.x..<region.maxX {
                    let sx = min(max(x, 0), width - 1)
                    let i = (sy * width + sx) * 4
                    for c in 0..<4 { flat[c] = base.pixels[i + c] }
                    for layer in layers {
                        let p = layer.pixels.pixels
                        SourceOver.blend(flat, at: 0, r: Int(p[i]), g: Int(p[i + 1]), b: Int(p[i + 2]),
                                         alpha: SourceOver.scale(Int(p[i + 3]), layer.opacity))
                    }
                    let o = ((y - region.y) * region.width + (x - region.x)) * 4
                    let a = Int(flat[3])
                    out[o] = UInt8(SourceOver.scale(Int(flat[0]), a))
                    out[o + 1] = UInt8(SourceOver.scale(Int(flat[1]), a))
                    out[o + 2] = UInt8(SourceOver.scale(Int(flat[2]), a))
                    out[o + 3] = flat[3]
                }
            }
        }
        return out
    }

    /// A premultiplied colour with its saturation scaled by `amount` / 256 about its Rec. 709
    /// luma, clamped, as straight alpha.
    static func saturated(r: Int, g: Int, b: Int, a: Int, amount: Int) -> RGBA {
        guard a > 0 else { return .clear }
        let luma = (54 * r + 183 * g + 19 * b + 128) >> 8
        func channel(_ c: Int) -> UInt8 {
            let scaled = min(max(luma + ((c - luma) * amount + 128) >> 8, 0), a)
            return UInt8((scaled * 255 + a / 2) / a)
        }
        return RGBA(r: channel(r), g: channel(g), b: channel(b), a: UInt8(a))
    }
}
