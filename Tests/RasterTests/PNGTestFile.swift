/// A minimal PNG writer for tests, written from the PNG specification independently of libpng:
/// it builds files in any colour type, bit depth and interlacing, with every row unfiltered and
/// the image data in zlib "stored" (uncompressed) blocks, so a test knows exactly which sample
/// values a file holds.
struct PNGTestFile {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG colour types (specification, table 11.1).
    enum ColourType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    var width: Int
    var height: Int
    var colourType: ColourType
    var bitDepth: Int
    var interlaced = false
    /// Chunks placed between IHDR and IDAT (PLTE, tRNS, gAMA, ...), as (type, data).
    var extraChunks: [(String, [UInt8])] = []

    /// The file for samples given by `sample(x, y, channel)`, each below 2^bitDepth.
    func bytes(sample: (Int, Int, Int) -> Int) -> [UInt8] {
        var ihdr = Self.bigEndian32(width) + Self.bigEndian32(height)
        ihdr += [UInt8(bitDepth), colourType.rawValue, 0, 0, interlaced ? 1 : 0]
        var file = Self.signature + Self.chunk("IHDR", ihdr)
        for (type, data) in extraChunks { file += Self.chunk(type, data) }
        file += Self.chunk("IDAT", Self.zlibStored(scanlines(sample: sample)))
        return file + Self.chunk("IEND", [])
    }

    /// The filtered (filter type 0) scanlines: the whole image, or the seven Adam7 passes.
    private func scanlines(sample: (Int, Int, Int) -> Int) -> [UInt8] {
        guard interlaced else { return subimage(xs: Array(0..<width), ys: Array(0..<height), sample: sample) }
        // Adam7 passes: (first x, first y, x step, y step), specification section 8.2.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx))
            let ys = Array(stride(from: y0, to: height, by: dy))
            if !xs.isEmpty && !ys.isEmpty { data += subimage(xs: xs, ys: ys, sample: sample) }
        }
        return data
    }

    /// Rows `ys` of columns `xs`, each row a 0 filter byte then samples packed most significant
    /// bits first (depths below 8) or big-endian (depth 16).
    private func subimage(xs: [Int], ys: [Int], sample: (Int, Int, Int) -> Int) -> [UInt8] {
        var data: [UInt8] = []
        for y in ys {
            data.append(0)
            var bits = 0, filled = 0
            for x in xs {
                for channel in 0..<colourType.channels {
                    let value = sample(x, y, channel)
                    precondition(value >= 0 && value < 1 << bitDepth, "sample out of range")
                    if bitDepth == 16 {
                        data += [UInt8(value >> 8), UInt8(value & 0xFF)]
                    } else {
                        bits = bits << bitDepth | value
                        filled += bitDepth
                        if filled == 8 { data.append(UInt8(bits)); (bits, filled) = (0, 0) }
                    }
                }
            }
            if filled > 0 { data.append(UInt8(bits << (8 - filled))) }
        }
        return data
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian32(data.count) + typeAndData + bigEndian32(Int(crc32(typeAndData)))
    }

    /// A zlib stream (RFC 1950) holding `data` in stored deflate blocks (RFC 1951, 3.2.4).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let final: UInt8 = start + count == data.count ? 1 : 0
            stream += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            stream += data[start..<start + count]
            start += count
        } while start < data.count
        return stream + bigEndian32(Int(adler32(data)))
    }

    static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 as in the PNG specification, annex D (bitwise, polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32 as in RFC 1950, section 9.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
