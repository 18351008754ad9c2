/// A surface to draw filled and stroked paths on, with a current transform, a rectangular clip,
/// a save/restore stack and opacity layers.
///
/// Pixels are kept with straight (not premultiplied) alpha, exactly as `bitmap` returns them,
/// and every drawing operation composites source-over (see `SourceOver`) with the coverage the
/// `Rasterizer` computes. Drawing is deterministic: the same calls give the same bytes.
public struct Canvas: Sendable {
    /// The picture's width in device pixels.
    public let width: Int
    /// The picture's height in device pixels.
    public let height: Int

    /// Maps user space to device pixels; drawing calls take user-space paths.
    public var transform: Transform = .identity

    /// The device-space area drawing is limited to. Its edges may be fractional: a path's
    /// coverage is clipped exactly there (`composite` scales a mask by the part of each pixel
    /// inside it).
    private var clipBox: Rect
    private var savedStates: [(transform: Transform, clip: Rect)] = []
    private var base: Bitmap
    private var layers: [Layer] = []
    /// Kept between fills so that its buffers are reused.
    private var converter = ScanConverter()

    /// A group being drawn apart, to be composited onto what is under it with an opacity.
    private struct Layer {
        var pixels: Bitmap
        var opacity: Int
        /// The pixels drawn on so far, if any.
        var dirty: IntRect?
    }

    /// A canvas of `width` x `height` device pixels (negative sizes count as 0), filled with
    /// `background`.
    public init(width: Int, height: Int, background: RGBA = .clear) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        base = Bitmap(width: self.width, height: self.height, fill: background)
        clipBox = Rect(x: 0, y: 0, width: Double(self.width), height: Double(self.height))
    }

    /// The picture, straight alpha. Layers begun and not yet ended are not in it.
    public var bitmap: Bitmap { base }

    // MARK: State

    /// Remembers the transform and clip, for `restore()`.
    public mutating func save() {
        savedStates.append((transform, clipBox))
    }

    /// Brings back the transform and clip of the matching `save()`; does nothing when none is left.
    public mutating func restore() {
        guard let state = savedStates.popLast() else { return }
        (transform, clipBox) = (state.transform, state.clip)
    }

    /// Narrows the clip to the device-space bounding box of `rect` under the current transform.
    /// A rectangle with a NaN coordinate clips everything away.
    public mutating func clip(to rect: Rect) {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard !(xs + ys).contains(where: \.isNaN) else {
            clipBox = .zero
            return
        }
        let x0 = max(clipBox.minX, xs.min()!), x1 = min(clipBox.maxX, xs.max()!)
        let y0 = max(clipBox.minY, ys.min()!), y1 = min(clipBox.maxY, ys.max()!)
        clipBox = x0 < x1 && y0 < y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    // MARK: Drawing

    /// Fills `path` (user space) with `color`.
    public mutating func fill(_ path: Path, color: RGBA, rule: FillRule = .nonZero) {
        guard !clipBox.isEmpty, color.a > 0 else { return }
        let mask = converter.mask(of: path.applying(transform), rule: rule, clip: clipBox)
        blend(mask, color: color)
    }

    /// Strokes `path` (user space) with `color`; the width is in user space too. Hairlines
    /// thinner than a pixel cover each pixel in proportion, so they fade rather than vanish.
    public mutating func stroke(_ path: Path, color: RGBA, style: StrokeStyle) {
        let scale = transform.averageScale
        guard scale > 0, scale.isFinite else { return }
        let outline = Stroker.outline(of: path, style: style, tolerance: Rasterizer.flatteningTolerance / scale)
        fill(outline, color: color, rule: .nonZero)
    }

    /// Composites a mask already in device pixels (a glyph, say) in `color`, ignoring the
    /// transform; the clip applies, each pixel scaled by the part of it inside the clip.
    public mutating func composite(_ mask: CoverageMask, color: RGBA) {
        guard !clipBox.isEmpty, color.a > 0, !mask.bounds.isEmpty else { return }
        let hull = IntRect(x: Int(clipBox.minX.rounded(.down)), y: Int(clipBox.minY.rounded(.down)),
                           width: Int(clipBox.maxX.rounded(.up)) - Int(clipBox.minX.rounded(.down)),
                           height: Int(clipBox.maxY.rounded(.up)) - Int(clipBox.minY.rounded(.down)))
        let area = mask.bounds.intersection(hull)
        guard !area.isEmpty else { return }
        // The part of each column and row inside the clip, in 1/65536.
        func inside(_ index: Int, _ low: Double, _ high: Double) -> Int {
            Int(((min(Double(index + 1), high) - max(Double(index), low)) * 65536).rounded())
        }
        let columns = (area.x..<area.maxX).map { inside($0, clipBox.minX, clipBox.maxX) }
        var coverage = [UInt8](repeating: 0, count: area.width * area.height)
        for row in 0..<area.height {
            let rowInside = inside(area.y + row, clipBox.minY, clipBox.maxY)
            for column in 0..<area.width {
                let m = Int(mask[area.x + column, area.y + row])
                coverage[row * area.width + column] = UInt8((m * columns[column] * rowInside + (1 << 31)) >> 32)
            }
        }
        blend(CoverageMask(x: area.x, y: area.y, width: area.width, height: area.height, coverage: coverage),
              color: color)
    }

    // MARK: Layers

    /// Starts drawing into a new transparent layer; `endLayer()` composites it onto what is under
    /// it with `opacity` (0...1; NaN counts as 1), so a group fades as one, overlaps included.
    public mutating func beginLayer(opacity: Double) {
        let level = opacity.isNaN ? 255 : Int((min(max(opacity, 0), 1) * 255).rounded())
        let clear = [UInt8](repeating: 0, count: width * height * 4)
        layers.append(Layer(pixels: Bitmap(width: width, height: height, pixels: clear)!, opacity: level, dirty: nil))
    }

    /// Composites the last layer begun onto what is under it; does nothing when none is open.
    public mutating func endLayer() {
        guard let layer = layers.popLast(), let dirty = layer.dirty, layer.opacity > 0 else { return }
        let width = self.width
        layer.pixels.pixels.withUnsafeBufferPointer { source in
            drawOnTarget(dirty) { target in
                for y in dirty.y..<dirty.maxY {
                    for x in dirty.x..<dirty.maxX {
                        let i = (y * width + x) * 4
                        SourceOver.blend(target, at: i, r: Int(source[i]), g: Int(source[i + 1]), b: Int(source[i + 2]),
                                         alpha: SourceOver.scale(Int(source[i + 3]), layer.opacity))
                    }
                }
            }
        }
    }

    // MARK: Compositing

    /// Composites `color` through `mask` onto the current target, outside the canvas ignored.
    private mutating func blend(_ mask: CoverageMask, color: RGBA) {
        let area = mask.bounds.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return }
        let (r, g, b, a) = (Int(color.r), Int(color.g), Int(color.b), Int(color.a))
        let width = self.width
        drawOnTarget(area) { target in
            mask.coverage.withUnsafeBufferPointer { coverage in
                for y in area.y..<area.maxY {
                    var m = (y - mask.y) * mask.width + (area.x - mask.x)
                    var i = (y * width + area.x) * 4
                    for _ in area.x..<area.maxX {
                        let cover = Int(coverage[m])
                        if cover == 255 && a == 255 {
                            target[i] = color.r; target[i + 1] = color.g; target[i + 2] = color.b; target[i + 3] = 255
                        } else if cover != 0 {
                            SourceOver.blend(target, at: i, r: r, g: g, b: b, alpha: SourceOver.scale(a, cover))
                        }
                        m += 1
                        i += 4
                    }
                }
            }
        }
    }

    /// Runs `body` on the pixels of the innermost open layer (or the picture), noting that
    /// `area` is drawn on.
    private mutating func drawOnTarget(_ area: IntRect, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        if layers.isEmpty {
            base.pixels.withUnsafeMutableBufferPointer { body($0) }
            return
        }
        let top = layers.count - 1
        layers[top].pixels.pixels.withUnsafeMutableBufferPointer { body($0) }
        layers[top].dirty = layers[top].dirty.map { union($0, area) } ?? area
    }

    private func union(_ a: IntRect, _ b: IntRect) -> IntRect {
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        return IntRect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}
