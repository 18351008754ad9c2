/// A surface to draw filled and stroked paths on, with a current transform, a clip (a rectangle
/// and, once a path has clipped it, an anti-aliased mask), a save/restore stack and layers.
///
/// Pixels are kept with straight (not premultiplied) alpha, exactly as `bitmap` returns them,
/// and every drawing operation composites source-over (see `SourceOver`) with the coverage the
/// `Rasterizer` computes, scaled by the clip. Paint is a colour or a `Shader`. Drawing is
/// deterministic: the same calls give the same bytes.
public struct Canvas: Sendable {
    /// The picture's width in device pixels.
    public let width: Int
    /// The picture's height in device pixels.
    public let height: Int

    /// Maps user space to device pixels; drawing calls take user-space paths.
    public var transform: Transform = .identity

    /// The device-space area drawing is limited to. Its edges may be fractional: a path's
    /// coverage is clipped exactly there (`composite` scales a mask by the part of each pixel
    /// inside it). Always within `clipMask`'s bounds when there is one.
    var clipBox: Rect
    /// What `clip(to:rule:)` left: each device pixel's coverage by the clipping paths; pixels
    /// outside its bounds are clipped away. nil when only `clipBox` clips.
    var clipMask: CoverageMask?
    private var savedStates: [(transform: Transform, clip: Rect, mask: CoverageMask?)] = []
    var base: Bitmap
    var layers: [Layer] = []
    /// Kept between fills so that its buffers are reused.
    var converter = ScanConverter()

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

    /// Every pixel of the picture.
    var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    // MARK: State

    /// Remembers the transform and clip, for `restore()`.
    public mutating func save() {
        savedStates.append((transform, clipBox, clipMask))
    }

    /// Brings back the transform and clip of the matching `save()`; does nothing when none is left.
    public mutating func restore() {
        guard let state = savedStates.popLast() else { return }
        (transform, clipBox, clipMask) = (state.transform, state.clip, state.mask)
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

    /// Narrows the clip to the inside of `path` (user space), anti-aliased: a pixel the path's
    /// edge crosses keeps the part of what is drawn there that the path covers. Clips compose:
    /// with an earlier path clip, with the rectangular clip, and across `save`/`restore`.
    public mutating func clip(to path: Path, rule: FillRule = .nonZero) {
        guard !clipBox.isEmpty else { return }
        var mask = converter.mask(of: path.applying(transform), rule: rule, clip: clipBox)
        if let earlier = clipMask { mask = mask.multiplied(by: earlier) }
        clipMask = mask
        clipBox = mask.bounds.isEmpty ? .zero : clipBox.intersection(mask.bounds.rect)
    }

    // MARK: Drawing

    /// Fills `path` (user space) with `color`.
    public mutating func fill(_ path: Path, color: RGBA, rule: FillRule = .nonZero) {
        guard !clipBox.isEmpty, color.a > 0 else { return }
        let mask = converter.mask(of: path.applying(transform), rule: rule, clip: clipBox)
        blend(mask, source: .color(color))
    }

    /// Fills `path` (user space) with `shader`, whose geometry is in user space too.
    public mutating func fill(_ path: Path, shader: Shader, rule: FillRule = .nonZero) {
        guard let context = ShaderContext(shader, transform: transform) else {
            if case .solid(let color) = shader { fill(path, color: color, rule: rule) }
            return
        }
        guard !clipBox.isEmpty else { return }
        let mask = converter.mask(of: path.applying(transform), rule: rule, clip: clipBox)
        blend(mask, source: .shader(context))
    }

    /// Strokes `path` (user space) with `color`; the width is in user space too. Hairlines
    /// thinner than a pixel cover each pixel in proportion, so they fade rather than vanish.
    public mutating func stroke(_ path: Path, color: RGBA, style: StrokeStyle) {
        stroke(path, shader: .solid(color), style: style)
    }

    /// Strokes `path` (user space) with `shader`.
    public mutating func stroke(_ path: Path, shader: Shader, style: StrokeStyle) {
        let scale = transform.averageScale
        guard scale > 0, scale.isFinite else { return }
        let outline = Stroker.outline(of: path, style: style, tolerance: Rasterizer.flatteningTolerance / scale)
        fill(outline, shader: shader, rule: .nonZero)
    }

    /// Composites a mask already in device pixels (a glyph, say) in `color`, ignoring the
    /// transform; the clip applies, each pixel scaled by the part of it inside the clip.
    public mutating func composite(_ mask: CoverageMask, color: RGBA) {
        guard color.a > 0, let clipped = clippedToBox(mask) else { return }
        blend(clipped, source: .color(color))
    }

    /// Composites a mask already in device pixels with `shader` (whose geometry is in user
    /// space, under the current transform); the clip applies as for `composite(_:color:)`.
    public mutating func composite(_ mask: CoverageMask, shader: Shader) {
        guard let context = ShaderContext(shader, transform: transform) else {
            if case .solid(let color) = shader { composite(mask, color: color) }
            return
        }
        guard let clipped = clippedToBox(mask) else { return }
        blend(clipped, source: .shader(context))
    }

    /// `mask` scaled by the part of each pixel inside the clip box; nil when nothing is left.
    private func clippedToBox(_ mask: CoverageMask) -> CoverageMask? {
        guard !clipBox.isEmpty, !mask.bounds.isEmpty else { return nil }
        let hull = IntRect(x: Int(clipBox.minX.rounded(.down)), y: Int(clipBox.minY.rounded(.down)),
                           width: Int(clipBox.maxX.rounded(.up)) - Int(clipBox.minX.rounded(.down)),
                           height: Int(clipBox.maxY.rounded(.up)) - Int(clipBox.minY.rounded(.down)))
        let area = mask.bounds.intersection(hull)
        guard !area.isEmpty else { return nil }
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
        return CoverageMask(x: area.x, y: area.y, width: area.width, height: area.height, coverage: coverage)
    }

    // MARK: Compositing

    /// Where the colour of each pixel of a fill comes from.
    enum Source {
        case color(RGBA)
        case shader(ShaderContext)
        /// Straight-alpha colours of the pixels of `bounds`, row-major; `bounds` holds the fill.
        case pixels([RGBA], bounds: IntRect)
    }

    /// Composites `source` through `mask`, scaled by the clip mask, onto the current target;
    /// pixels outside the canvas are ignored.
    mutating func blend(_ mask: CoverageMask, source: Source) {
        var area = mask.bounds.intersection(bounds)
        if let clipMask { area = area.intersection(clipMask.bounds) }
        guard !area.isEmpty else { return }
        let width = self.width
        let clip = clipMask
        let clipCoverage = clip?.coverage ?? []
        var row = [RGBA](repeating: .clear, count: area.width)
        drawOnTarget(area) { target in
            mask.coverage.withUnsafeBufferPointer { coverage in
                clipCoverage.withUnsafeBufferPointer { clipCoverage in
                    row.withUnsafeMutableBufferPointer { row in
                        for y in area.y..<area.maxY {
                            let m = (y - mask.y) * mask.width + (area.x - mask.x)
                            let c = clip.map { (y - $0.y) * $0.width + (area.x - $0.x) } ?? 0
                            let i = (y * width + area.x) * 4
                            // The pixel's coverage: the fill's, times the clip mask's if there is one.
                            func cover(_ k: Int) -> Int {
                                let fill = Int(coverage[m + k])
                                return clip == nil ? fill : SourceOver.scale(fill, Int(clipCoverage[c + k]))
                            }
                            switch source {
                            case .color(let color):
                                let (r, g, b, a) = (Int(color.r), Int(color.g), Int(color.b), Int(color.a))
                                let opaque = Self.opaqueWord(color)
                                var k = 0
                                while k < area.width {
                                    let cover = cover(k)
                                    if cover == 255 && a == 255 {
                                        // A fully covered pixel of an opaque colour is the colour; without a clip
                                        // mask, so is the rest of its run of full coverage.
                                        let end = clip == nil ? Self.endOfFullRun(coverage, from: m + k, to: m + area.width) - m : k + 1
                                        Self.store(opaque, in: target, at: i + 4 * k, count: end - k)
                                        k = end
                                    } else {
                                        if cover != 0 {
                                            SourceOver.blend(target, at: i + 4 * k, r: r, g: g, b: b, alpha: SourceOver.scale(a, cover))
                                        }
                                        k += 1
                                    }
                                }
                                continue
                            case .shader(let context):
                                context.shade(row: y, from: area.x, count: area.width, into: row.baseAddress!)
                            case .pixels(let pixels, let bounds):
                                let start = (y - bounds.y) * bounds.width + (area.x - bounds.x)
                                for k in 0..<area.width { row[k] = pixels[start + k] }
                            }
                            for k in 0..<area.width {
                                let cover = cover(k)
                                guard cover != 0 else { continue }
                                let color = row[k]
                                let alpha = SourceOver.scale(Int(color.a), cover)
                                let p = i + 4 * k
                                if alpha == 255 {
                                    target[p] = color.r; target[p + 1] = color.g; target[p + 2] = color.b; target[p + 3] = 255
                                } else if alpha != 0 {
                                    SourceOver.blend(target, at: p, r: Int(color.r), g: Int(color.g), b: Int(color.b), alpha: alpha)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// `color` made opaque as one pixel's four bytes (red, green, blue, 255 in memory order).
    private static func opaqueWord(_ color: RGBA) -> UInt32 {
        withUnsafeBytes(of: (color.r, color.g, color.b, UInt8(255))) { $0.loadUnaligned(as: UInt32.self) }
    }

    /// The index after the run of full coverage (255) that starts at `start`, at most `end`;
    /// `start` itself when `coverage[start]` is not full. Eight values at a time where it can.
    @inline(__always)
    private static func endOfFullRun(_ coverage: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        let raw = UnsafeRawPointer(coverage.baseAddress!)
        while index + 8 <= end && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == .max { index += 8 }
        while index < end && coverage[index] == 255 { index += 1 }
        return index
    }

    /// Sets `count` pixels of `pixels` from byte `start` on to the four bytes of `word`.
    @inline(__always)
    private static func store(_ word: UInt32, in pixels: UnsafeMutableBufferPointer<UInt8>, at start: Int, count: Int) {
        let raw = UnsafeMutableRawPointer(pixels.baseAddress!) + start
        for n in 0..<count { raw.storeBytes(of: word, toByteOffset: 4 * n, as: UInt32.self) }
    }

    /// Runs `body` on the pixels of the innermost open layer (or the picture), noting that
    /// `area` is drawn on.
    mutating func drawOnTarget(_ area: IntRect, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        if layers.isEmpty {
            base.pixels.withUnsafeMutableBufferPointer { body($0) }
            return
        }
        let top = layers.count - 1
        layers[top].pixels.pixels.withUnsafeMutableBufferPointer { body($0) }
        layers[top].dirty = layers[top].dirty.map { $0.union(area) } ?? area
    }
}
