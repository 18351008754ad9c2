extension TextLayout {
    /// Draws the layout's glyphs and decorations with `origin` as the layout's top-left corner, in
    /// the canvas's user space (`canvas.transform` maps it to device pixels). Runs without a colour
    /// of their own are drawn in `color`.
    ///
    /// When the transform only scales (by positive factors) and translates, each glyph is
    /// composited from `GlyphCache`, its origin rounded to the nearest quarter of a device pixel;
    /// otherwise (rotation, shear, mirroring) its outline is filled through the transform.
    public func draw(in canvas: inout Canvas, at origin: Point, color: RGBA) {
        draw(in: &canvas, at: origin, color: color, cache: .shared)
    }

    /// `draw(in:at:color:)` with a given glyph cache (tests use their own).
    func draw(in canvas: inout Canvas, at origin: Point, color: RGBA, cache: GlyphCache) {
        let transform = canvas.transform
        let cacheable = transform.b == 0 && transform.c == 0 && transform.a > 0 && transform.d > 0
        for line in lines {
            for background in line.backgrounds {
                canvas.fill(.rect(background.rect.offsetBy(dx: origin.x, dy: origin.y)), color: background.color ?? color)
            }
            for placed in line.glyphs {
                let pen = origin + placed.position
                let glyphColor = placed.color ?? color
                if glyphColor.a == 0 { continue }
                if cacheable {
                    drawCached(placed.glyph, font: placed.font, at: transform.apply(pen), in: &canvas, color: glyphColor, cache: cache)
                } else {
                    canvas.fill(placed.font.path(of: placed.glyph, at: pen), color: glyphColor)
                }
            }
            for decoration in line.decorations {
                canvas.fill(.rect(decoration.rect.offsetBy(dx: origin.x, dy: origin.y)), color: decoration.color ?? color)
            }
        }
    }

    /// Composites the cached mask of `glyph` in `font` with its origin at `device` (device pixels).
    private func drawCached(
        _ glyph: GlyphID, font: Font, at device: Point, in canvas: inout Canvas, color: RGBA, cache: GlyphCache
    ) {
        guard let (pixelX, quarterX) = quarters(device.x), let (pixelY, quarterY) = quarters(device.y) else { return }
        let transform = canvas.transform
        let key = GlyphCache.Key(
            face: font.face, glyph: glyph, scaleX: font.scale * transform.a, scaleY: font.scale * transform.d,
            slant: font.slant, quarterX: quarterX, quarterY: quarterY)
        let mask = cache.mask(for: key)
        if mask.width == 0 || mask.height == 0 { return }
        canvas.composite(
            CoverageMask(x: mask.x + pixelX, y: mask.y + pixelY, width: mask.width, height: mask.height, coverage: mask.coverage),
            color: color)
    }

    /// `value` rounded to the nearest quarter, as a whole part and a number of quarters (0...3);
    /// nil when it is not a finite number a canvas could reach.
    private func quarters(_ value: Double) -> (whole: Int, quarters: Int)? {
        let scaled = (value * 4).rounded()
        guard scaled.isFinite, abs(scaled) < Double(1 << 40) else { return nil }
        let total = Int(scaled)
        return (total >> 2, total & 3)
    }
}
