/// Turns filled paths into anti-aliased coverage masks, with each pixel's coverage computed
/// exactly from the area of the pixel the path covers (see `ScanConverter`).
public enum Rasterizer {
    /// How far, in device pixels, flattened curves may stray from the true ones.
    ///
    /// Chords cut inside a convex curve and lose area: at 1/16 px a circle of radius 3.3 px
    /// would lose 1.6% of its area; at 1/128 px it loses under 0.3%, for twice the lines.
    static let flatteningTolerance = 1.0 / 128

    /// The coverage of `path` (already in device pixels) over the pixels of `clip`, filled with
    /// `rule`.
    ///
    /// The mask covers only the pixels of `clip` that the path's bounds touch (empty when there
    /// are none, or when that block would exceed 2^28 pixels). Each value is the exact covered
    /// fraction of the pixel, rounded to the nearest of 0...255. Non-finite points are ignored.
    public static func mask(of path: Path, rule: FillRule, clip: IntRect) -> CoverageMask {
        var converter = ScanConverter()
        return converter.mask(of: path, rule: rule, clip: clip.rect)
    }

    /// Each pixel's coverage before rounding to 8 bits, in units of 1/`ScanConverter.fullCoverage`
    /// of a pixel, row-major over the returned block: for tests that compare with exact areas.
    static func exactCoverage(of path: Path, rule: FillRule, clip: IntRect) -> (bounds: IntRect, values: [Int64]) {
        var converter = ScanConverter()
        converter.accumulate(path, clip: clip.rect)
        let width = converter.region.width
        var values: [Int64] = []
        converter.sweep(rule: rule) { _, row in values.append(contentsOf: UnsafeBufferPointer(start: row, count: width)) }
        return (converter.region, values)
    }
}
