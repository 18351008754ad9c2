/// A shadow cast by what a layer draws: the layer's alpha, blurred, offset and tinted.
public struct DropShadow: Hashable, Sendable {
    /// The shadow's colour; its alpha scales the shadow's.
    public var color: RGBA
    /// The standard deviation of the Gaussian blur, in user space.
    public var sigma: Double
    /// How far the shadow is moved from what casts it, in user space.
    public var offset: Point

    public init(color: RGBA, sigma: Double, offset: Point) {
        (self.color, self.sigma, self.offset) = (color, sigma, offset)
    }
}

extension Canvas {
    /// A group being drawn apart, to be composited onto what is under it when it ends.
    struct Layer {
        var pixels: Bitmap
        var opacity: Int
        var blendMode: BlendMode
        var shadow: DropShadow?
        /// Pixel operations applied, in order, before compositing.
        var filters: [LayerFilter]
        /// The pixels drawn on so far, if any.
        var dirty: IntRect?
    }

    /// Starts drawing into a new transparent layer. `endLayer()` composites it onto what is under
    /// it with `opacity` (0...1; NaN counts as 1) and `blendMode`, so a group fades and blends as
    /// one, overlaps included, after drawing `shadow` (if any) beneath it; `filters` (a blur, a colour
    /// matrix, a projection) change what the layer drew first, in order.
    public mutating func beginLayer(
        opacity: Double = 1, blendMode: BlendMode = .normal, shadow: DropShadow? = nil, filters: [LayerFilter] = []
    ) {
        let level = opacity.isNaN ? 255 : Int((min(max(opacity, 0), 1) * 255).rounded())
        let clear = [UInt8](repeating: 0, count: width * height * 4)
        layers.append(Layer(pixels: Bitmap(width: width, height: height, pixels: clear)!, opacity: level,
                            blendMode: blendMode, shadow: shadow, filters: filters, dirty: nil))
    }

    /// Composites the last layer begun onto what is under it; does nothing when none is open.
    /// Its shadow is drawn first, through the current clip; the layer itself was clipped as it
    /// was drawn.
    public mutating func endLayer() {
        guard var layer = layers.popLast(), var dirty = layer.dirty, layer.opacity > 0 else { return }
        for filter in layer.filters { dirty = filter.apply(to: &layer.pixels, in: dirty) }
        guard !dirty.isEmpty else { return }
        if let shadow = layer.shadow { drawShadow(shadow, of: layer, in: dirty) }
        let width = self.width
        layer.pixels.pixels.withUnsafeBufferPointer { source in
            drawOnTarget(dirty) { target in
                for y in dirty.y..<dirty.maxY {
                    for x in dirty.x..<dirty.maxX {
                        let i = (y * width + x) * 4
                        let alpha = SourceOver.scale(Int(source[i + 3]), layer.opacity)
                        guard alpha > 0 else { continue }
                        layer.blendMode.blend(target, at: i, r: Int(source[i]), g: Int(source[i + 1]),
                                              b: Int(source[i + 2]), alpha: alpha)
                    }
                }
            }
        }
    }

    /// Ends the last layer begun without drawing it, and keeps the layer under it only where
    /// this one is opaque: each pixel's alpha below is multiplied by this layer's (what
    /// SwiftUI's `mask` does). Does nothing unless two layers are open.
    public mutating func endLayerAsMask() {
        guard layers.count >= 2, let mask = layers.popLast() else { return }
        let top = layers.count - 1
        guard let dirty = layers[top].dirty else { return }
        let width = self.width
        let maskArea = mask.dirty ?? IntRect(x: 0, y: 0, width: 0, height: 0)
        mask.pixels.pixels.withUnsafeBufferPointer { maskPixels in
            layers[top].pixels.pixels.withUnsafeMutableBufferPointer { content in
                for y in dirty.y..<dirty.maxY {
                    for x in dirty.x..<dirty.maxX {
                        let i = (y * width + x) * 4
                        let inside = x >= maskArea.x && x < maskArea.maxX && y >= maskArea.y && y < maskArea.maxY
                        let m = inside ? SourceOver.scale(Int(maskPixels[i + 3]), mask.opacity) : 0
                        let alpha = SourceOver.scale(Int(content[i + 3]), m)
                        if alpha == 0 {
                            content[i] = 0; content[i + 1] = 0; content[i + 2] = 0
                        }
                        content[i + 3] = UInt8(alpha)
                    }
                }
            }
        }
    }

    /// Draws `shadow` of the pixels `layer` drew in `dirty` onto the current target.
    private mutating func drawShadow(_ shadow: DropShadow, of layer: Layer, in dirty: IntRect) {
        guard shadow.color.a > 0 else { return }
        let sigma = shadow.sigma * transform.averageScale
        let margin = GaussianBlur.extent(sigma: sigma)
        let area = dirty.insetBy(-margin)
        var alpha = [UInt8](repeating: 0, count: area.width * area.height)
        let width = self.width
        layer.pixels.pixels.withUnsafeBufferPointer { source in
            for y in dirty.y..<dirty.maxY {
                for x in dirty.x..<dirty.maxX {
                    alpha[(y - area.y) * area.width + (x - area.x)] = source[(y * width + x) * 4 + 3]
                }
            }
        }
        GaussianBlur.blur(&alpha, width: area.width, height: area.height, channels: 1, sigma: sigma)
        // The offset's device-space length, to the nearest pixel.
        let dx = Int((transform.a * shadow.offset.x + transform.c * shadow.offset.y).rounded())
        let dy = Int((transform.b * shadow.offset.x + transform.d * shadow.offset.y).rounded())
        let opacity = layer.opacity
        if opacity < 255 { for i in alpha.indices { alpha[i] = UInt8(SourceOver.scale(Int(alpha[i]), opacity)) } }
        let mask = CoverageMask(x: area.x + dx, y: area.y + dy, width: area.width, height: area.height, coverage: alpha)
        composite(mask, color: shadow.color)
    }
}
