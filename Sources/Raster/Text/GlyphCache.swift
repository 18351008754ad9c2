import Foundation

/// Rasterised glyphs, kept so that drawing the same text again costs a lookup and a composite.
///
/// A glyph's mask depends on the face, the glyph, its size in device pixels on each axis, its
/// slant, and where its origin falls inside a device pixel. That last is rounded to the nearest
/// quarter pixel *before* rendering, on a hit and a miss alike, so a drawing's pixels never depend
/// on what the cache held. Masks are stored with the glyph origin at pixel (0, 0) and moved to
/// their place when drawn.
///
/// One cache serves every canvas and thread (its table is under a lock; rendering happens outside
/// it). It holds at most `byteLimit` bytes of coverage; when a new mask would pass that, it starts
/// empty again, which is simple and costs only re-rendering.
final class GlyphCache: @unchecked Sendable {
    /// What a glyph mask is rendered from.
    struct Key: Hashable {
        var face: FontFace
        var glyph: GlyphID
        /// Device pixels per font unit, horizontally and vertically.
        var scaleX: Double
        var scaleY: Double
        var slant: Double
        /// The origin's offset inside its device pixel, in quarters of a pixel (0...3).
        var quarterX: Int
        var quarterY: Int
    }

    /// The cache text drawing uses.
    static let shared = GlyphCache(byteLimit: 32 << 20)

    let byteLimit: Int
    private let lock = NSLock()
    private var masks: [Key: CoverageMask] = [:]
    private var bytes = 0
    private var misses = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The mask for `key`, rendered on first use.
    func mask(for key: Key) -> CoverageMask {
        if let known = lock.withLock({ masks[key] }) { return known }
        let mask = GlyphCache.render(key)
        lock.withLock {
            misses += 1
            if bytes + mask.coverage.count > byteLimit {
                masks.removeAll()
                bytes = 0
            }
            if masks.updateValue(mask, forKey: key) == nil { bytes += mask.coverage.count }
        }
        return mask
    }

    /// How many masks are held, their coverage bytes, and how many were ever rendered (misses).
    var statistics: (count: Int, bytes: Int, misses: Int) {
        lock.withLock { (masks.count, bytes, misses) }
    }

    /// The glyph's coverage with its origin at device (quarterX / 4, quarterY / 4).
    private static func render(_ key: Key) -> CoverageMask {
        let outline = key.face.outline(of: key.glyph)
        let toDevice = Transform(
            a: key.scaleX, b: 0, c: -key.slant * key.scaleX, d: key.scaleY,
            tx: Double(key.quarterX) / 4, ty: Double(key.quarterY) / 4)
        let path = outline.applying(toDevice)
        let bounds = path.controlPointBounds
        if outline.isEmpty || bounds.isEmpty { return CoverageMask(x: 0, y: 0, width: 0, height: 0, coverage: []) }
        let x0 = Int(bounds.minX.rounded(.down)), y0 = Int(bounds.minY.rounded(.down))
        let clip = IntRect(
            x: x0, y: y0,
            width: Int(bounds.maxX.rounded(.up)) - x0, height: Int(bounds.maxY.rounded(.up)) - y0)
        return Rasterizer.mask(of: path, rule: .nonZero, clip: clip)
    }
}
