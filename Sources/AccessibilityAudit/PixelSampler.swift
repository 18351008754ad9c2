import Raster

/// Reads colours from a snapshot's pixels in point coordinates.
struct PixelSampler {
    let image: Bitmap
    let scale: Double

    init(_ subject: AuditSubject) {
        image = subject.image
        scale = Double(subject.scale)
    }

    /// The pixel box `rect` (in points) covers, clamped to the image.
    private func pixelBox(_ rect: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let x0 = max(Int((rect.minX * scale).rounded(.down)), 0), y0 = max(Int((rect.minY * scale).rounded(.down)), 0)
        let x1 = min(Int((rect.maxX * scale).rounded(.up)), image.width)
        let y1 = min(Int((rect.maxY * scale).rounded(.up)), image.height)
        return (x0, y0, x1, y1)
    }

    /// The commonest colour of the pixels in `rect`: behind a line of text, its background (glyphs
    /// cover less of their box than the background does). nil when the box holds no pixel.
    func commonestColor(in rect: Rect) -> RGBA? {
        let box = pixelBox(rect)
        guard box.x0 < box.x1, box.y0 < box.y1 else { return nil }
        var counts: [UInt32: Int] = [:]
        image.pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for y in box.y0..<box.y1 {
                let row = y * image.width
                for x in box.x0..<box.x1 { counts[words[row + x], default: 0] += 1 }
            }
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }.map { Self.color($0.key) }
    }

    /// The commonest colour of a ring `width` points wide just outside `rect`: what surrounds a shape.
    func commonestColor(around rect: Rect, width: Double = 2) -> RGBA? {
        var counts: [UInt32: Int] = [:]
        let outer = pixelBox(rect.insetBy(dx: -width, dy: -width)), inner = pixelBox(rect)
        guard outer.x0 < outer.x1, outer.y0 < outer.y1 else { return nil }
        image.pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for y in outer.y0..<outer.y1 {
                let row = y * image.width
                for x in outer.x0..<outer.x1 where !(x >= inner.x0 && x < inner.x1 && y >= inner.y0 && y < inner.y1) {
                    counts[words[row + x], default: 0] += 1
                }
            }
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }.map { Self.color($0.key) }
    }

    private static func color(_ word: UInt32) -> RGBA {
        let w = UInt32(littleEndian: word)
        return RGBA(r: UInt8(w & 0xff), g: UInt8(w >> 8 & 0xff), b: UInt8(w >> 16 & 0xff), a: UInt8(w >> 24))
    }
}
