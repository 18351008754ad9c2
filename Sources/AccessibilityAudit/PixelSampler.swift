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

    /// At most about this many pixels of a box are read: a large box is read on a grid.
    static let samplesPerBox = 2048

    /// The commonest colour of the pixels in `rect`: behind a line of text, its background (glyphs
    /// cover less of their box than the background does). A box of more than ``samplesPerBox``
    /// pixels is read on an even grid over it. nil when the box holds no pixel.
    func commonestColor(in rect: Rect) -> RGBA? {
        let box = pixelBox(rect)
        guard box.x0 < box.x1, box.y0 < box.y1 else { return nil }
        let area = Double((box.x1 - box.x0) * (box.y1 - box.y0))
        let step = max(1, Int((area / Double(Self.samplesPerBox)).squareRoot().rounded(.up)))
        return commonest { visit in
            for y in stride(from: box.y0, to: box.y1, by: step) {
                let row = y * image.width
                for x in stride(from: box.x0, to: box.x1, by: step) { visit(row + x) }
            }
        }
    }

    /// The commonest colour of a ring `width` points wide just outside `rect`: what surrounds a shape.
    func commonestColor(around rect: Rect, width: Double = 2) -> RGBA? {
        let outer = pixelBox(rect.insetBy(dx: -width, dy: -width)), inner = pixelBox(rect)
        guard outer.x0 < outer.x1, outer.y0 < outer.y1 else { return nil }
        return commonest { visit in
            for y in outer.y0..<outer.y1 {
                let row = y * image.width
                for x in outer.x0..<outer.x1 where !(x >= inner.x0 && x < inner.x1 && y >= inner.y0 && y < inner.y1) {
                    visit(row + x)
                }
            }
        }
    }

    /// The commonest of the pixels `walk` visits (by index), nil for none. Usually one colour is
    /// most of them (a background), which one pass finds without counting every colour (Boyer and
    /// Moore's majority vote) and a second confirms; otherwise every colour is counted, and a tie
    /// goes to the lowest value, so the answer never depends on the order of the pixels.
    private func commonest(_ walk: ((Int) -> Void) -> Void) -> RGBA? {
        image.pixels.withUnsafeBytes { raw -> RGBA? in
            let words = raw.bindMemory(to: UInt32.self)
            var candidate: UInt32 = 0, votes = 0, total = 0
            walk { index in
                let word = words[index]
                total += 1
                if votes == 0 { candidate = word; votes = 1 } else if word == candidate { votes += 1 } else { votes -= 1 }
            }
            guard total > 0 else { return nil }
            var count = 0
            walk { index in if words[index] == candidate { count += 1 } }
            if 2 * count > total { return Self.color(candidate) }
            var counts: [UInt32: Int] = [:]
            walk { index in counts[words[index], default: 0] += 1 }
            return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }.map { Self.color($0.key) }
        }
    }

    private static func color(_ word: UInt32) -> RGBA {
        let w = UInt32(littleEndian: word)
        return RGBA(r: UInt8(w & 0xff), g: UInt8(w >> 8 & 0xff), b: UInt8(w >> 16 & 0xff), a: UInt8(w >> 24))
    }
}
