/// The EXIF orientation of a JPEG (TIFF tag 0x0112): how its stored pixels turn to stand upright.
/// UIKit draws a JPEG upright (`UIImage.imageOrientation` is taken from the tag), its width and
/// height swapped for the four orientations that turn it a quarter.
struct EXIFOrientation: Hashable, Sendable {
    /// 1...8 as EXIF numbers them; 1 is upright as stored.
    let value: Int

    /// The orientation in the TIFF data of an `Exif` APP1 marker (after its `Exif\0\0`): the
    /// Orientation entry of IFD0; upright when there is none or it is out of range.
    init(tiff: [UInt8]) {
        value = Self.read(tiff) ?? 1
    }

    init(value: Int) {
        self.value = value
    }

    private static func read(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            let (a, b) = (Int(tiff[at]), Int(tiff[at + 1]))
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        func u32(_ at: Int) -> Int? {
            guard let low = u16(littleEndian ? at : at + 2), let high = u16(littleEndian ? at + 2 : at) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + 12 * entry
            // Tag 0x0112, type SHORT (3), one value, held in the entry's first two value bytes.
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112, u16(at + 2) == 3, let value = u16(at + 8), (1...8).contains(value) { return value }
        }
        return nil
    }

    /// `bitmap` (as stored) turned upright.
    func upright(_ bitmap: Bitmap) -> Bitmap {
        guard value != 1 else { return bitmap }
        let (w, h) = (bitmap.width, bitmap.height)
        let turns = value >= 5
        var result = Bitmap(width: turns ? h : w, height: turns ? w : h)
        // Where each upright pixel (x, y) is stored, from EXIF's "row 0 is the visual ...; column 0 is the visual ...".
        let stored: (Int, Int) -> (Int, Int) = switch value {
        case 2: { x, y in (w - 1 - x, y) }
        case 3: { x, y in (w - 1 - x, h - 1 - y) }
        case 4: { x, y in (x, h - 1 - y) }
        case 5: { x, y in (y, x) }
        case 6: { x, y in (y, h - 1 - x) }
        case 7: { x, y in (w - 1 - y, h - 1 - x) }
        default: { x, y in (w - 1 - y, x) }
        }
        for y in 0..<result.height {
            for x in 0..<result.width {
                let (sx, sy) = stored(x, y)
                result[x, y] = bitmap[sx, sy]
            }
        }
        return result
    }
}
