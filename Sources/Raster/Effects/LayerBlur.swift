/// Gaussian blurs of a layer's pixels (straight alpha), through `GaussianBlur` on premultiplied
/// colour so that transparent pixels add no colour.
enum LayerBlur {
    /// Blurs the pixels of `area`, spreading them as far as the blur reaches; returns the area drawn.
    static func blur(_ bitmap: inout Bitmap, in area: IntRect, sigma: Double) -> IntRect {
        let canvas = IntRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        let region = area.insetBy(-GaussianBlur.extent(sigma: sigma))
        var pixels = premultiplied(bitmap, region: region) { x, y in
            x >= area.x && x < area.maxX && y >= area.y && y < area.maxY ? (x, y) : nil
        }
        GaussianBlur.blur(&pixels, width: region.width, height: region.height, channels: 4, sigma: sigma)
        let written = region.intersection(canvas)
        store(pixels, region: region, into: &bitmap, area: written)
        return written
    }

    /// Blurs the pixels of `bounds` with their edge pixels extended beyond it, keeping the result
    /// within `bounds`; returns the area drawn.
    static func opaqueBlur(_ bitmap: inout Bitmap, in area: IntRect, sigma: Double, bounds: IntRect) -> IntRect {
        let canvas = IntRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        let inside = bounds.intersection(canvas)
        guard !inside.isEmpty else { return area }
        let region = inside.insetBy(-GaussianBlur.extent(sigma: sigma))
        var pixels = premultiplied(bitmap, region: region) { x, y in
            (min(max(x, inside.x), inside.maxX - 1), min(max(y, inside.y), inside.maxY - 1))
        }
        GaussianBlur.blur(&pixels, width: region.width, height: region.height, channels: 4, sigma: sigma)
        // What was drawn outside the bounds is left as it was.
        store(pixels, region: region, into: &bitmap, area: inside)
        return area.union(inside)
    }

    /// The premultiplied colours of `region`, each pixel read from where `source` says (nil: clear).
    private static func premultiplied(_ bitmap: Bitmap, region: IntRect, source: (Int, Int) -> (Int, Int)?) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: region.width * region.height * 4)
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                guard let (sx, sy) = source(x, y), sx >= 0, sy >= 0, sx < bitmap.width, sy < bitmap.height else { continue }
                let color = bitmap[sx, sy]
                let a = Int(color.a)
                let o = ((y - region.y) * region.width + (x - region.x)) * 4
                out[o] = UInt8(SourceOver.scale(Int(color.r), a))
                out[o + 1] = UInt8(SourceOver.scale(Int(color.g), a))
                out[o + 2] = UInt8(SourceOver.scale(Int(color.b), a))
                out[o + 3] = color.a
            }
        }
        return out
    }

    /// Writes the premultiplied `pixels` of `region` back to `bitmap` as straight alpha, in `area`.
    private static func store(_ pixels: [UInt8], region: IntRect, into bitmap: inout Bitmap, area: IntRect) {
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let o = ((y - region.y) * region.width + (x - region.x)) * 4
                let a = Int(pixels[o + 3])
                guard a > 0 else {
                    bitmap[x, y] = .clear
                    continue
                }
                func channel(_ c: UInt8) -> UInt8 { UInt8(min((Int(c) * 255 + a / 2) / a, 255)) }
                bitmap[x, y] = RGBA(r: channel(pixels[o]), g: channel(pixels[o + 1]), b: channel(pixels[o + 2]), a: UInt8(a))
            }
        }
    }
}
