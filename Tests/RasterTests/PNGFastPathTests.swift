import Raster
import Testing

/// The fast decoding path for 8-bit RGB and RGBA files (libdeflate and our own filter code, see
/// pngshim.c) against pixels known independently: bitmaps made here, written with one filter
/// type at a time so that each of the five filters is undone in both layouts. Where libdeflate is
/// not installed these files take the libpng path and must decode the same.
@Suite struct PNGFastPathTests {
    /// Smooth gradients (which the Sub, Up, Average and Paeth predictors turn into small values),
    /// a band of pseudo-random bytes (large residuals, wrapping additions) and, unless `opaque`,
    /// varied alpha.
    private func sample(width: Int, height: Int, opaque: Bool) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        var state: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_103_515_245 &+ 12345  // a linear congruential generator
                let noise = UInt8(truncatingIfNeeded: state >> 16)
                let band = y % 7 == 3
                bitmap[x, y] = RGBA(
                    r: band ? noise : UInt8((x * 5 + y) & 0xFF), g: UInt8((y * 3) & 0xFF),
                    b: band ? noise &+ 77 : UInt8((x * y) & 0xFF), a: opaque ? 255 : UInt8((x + 2 * y) & 0xFF))
            }
        }
        return bitmap
    }

    @Test(arguments: [false, true], [PNGFilters.none, .sub, .up, .average, .paeth, .all])
    func eachFilterDecodesToTheWrittenPixels(opaque: Bool, filter: PNGFilters) throws {
        let bitmap = sample(width: 45, height: 19, opaque: opaque)
        let png = try PNG.encode(bitmap, options: PNGWriteOptions(compressionLevel: 6, filters: filter))
        #expect(png[25] == (opaque ? 2 : 6))  // colour type: RGB for opaque bitmaps, else RGBA
        #expect(try PNG.decode(png) == bitmap)
    }

    @Test func oneColumnAndOneRow() throws {
        for (width, height) in [(1, 9), (9, 1), (1, 1)] {
            for opaque in [false, true] {
                let bitmap = sample(width: width, height: height, opaque: opaque)
                #expect(try PNG.decode(PNG.encode(bitmap)) == bitmap)
            }
        }
    }

    @Test func imageDataSplitOverSeveralIDATChunks() throws {
        let bitmap = sample(width: 30, height: 20, opaque: false)
        let png = try PNG.encode(bitmap, options: PNGWriteOptions(compressionLevel: 0))
        // The encoder writes one IDAT right after IHDR (33 bytes in) and IEND (12 bytes) last.
        let length = Int(png[33]) << 24 | Int(png[34]) << 16 | Int(png[35]) << 8 | Int(png[36])
        #expect(Array(png[37..<41]) == Array("IDAT".utf8) && 33 + 12 + length + 12 == png.count)
        let data = Array(png[41..<41 + length])
        var split = Array(png[0..<33])
        for start in stride(from: 0, to: data.count, by: 500) {
            split += PNGTestFile.chunk("IDAT", Array(data[start..<min(start + 500, data.count)]))
        }
        split += PNGTestFile.chunk("IEND", [])
        #expect(try PNG.decode(split) == bitmap)
    }

    @Test func aWrongAdler32IsNotChecked() throws {
        // The chunk CRCs guard the compressed bytes; zlib's own checksum of the inflated rows is
        // skipped on purpose (both paths give the pixels).
        let file = PNGTestFile(width: 3, height: 2, colourType: .rgb, bitDepth: 8)
        var bytes = file.bytes { x, y, channel in (x * 40 + y * 90 + channel * 7) & 0xFF }
        let idatEnd = bytes.count - 12  // IEND is the last 12 bytes
        bytes[idatEnd - 5] ^= 0xFF  // the adler32's last byte, just before IDAT's CRC
        let idatLength = (3 * 3 + 1) * 2 + 2 + 5 + 4  // rows, zlib header, one stored block, adler32
        let idatStart = idatEnd - 12 - idatLength
        let idat = PNGTestFile.chunk("IDAT", Array(bytes[idatStart + 8..<idatEnd - 4]))
        bytes.replaceSubrange(idatStart..<idatEnd, with: idat)
        let image = try PNG.decode(bytes)
        #expect(image[2, 1] == RGBA(r: 170, g: 177, b: 184, a: 255))
    }

    /// An 8-bit RGB file of `width` x 2 pixels whose IDAT holds `rows` (filter bytes included) as a
    /// stored zlib stream, so a test can write scanlines the encoder never would.
    private func rgbFile(width: Int, rows: [UInt8], after: [(String, [UInt8])] = []) -> [UInt8] {
        let header = PNGTestFile.bigEndian32(width) + PNGTestFile.bigEndian32(2) + [8, 2, 0, 0, 0]
        var file = PNGTestFile.signature + PNGTestFile.chunk("IHDR", header)
        file += PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored(rows))
        for (type, data) in after { file += PNGTestFile.chunk(type, data) }
        return file + PNGTestFile.chunk("IEND", [])
    }

    @Test func anUnknownFilterTypeIsAnError() throws {
        let good = rgbFile(width: 2, rows: [0, 1, 2, 3, 4, 5, 6, 1, 1, 1, 1, 1, 1, 1])
        #expect(try PNG.decode(good)[1, 1] == RGBA(r: 2, g: 2, b: 2, a: 255))  // Sub adds the pixel to the left
        // Filter type 5 does not exist: the fast path hands the file to libpng, whose error stands.
        let bad = rgbFile(width: 2, rows: [0, 1, 2, 3, 4, 5, 6, 5, 1, 1, 1, 1, 1, 1])
        #expect(throws: PNGError.self) { try PNG.decode(bad) }
    }

    @Test func tooLittleImageDataIsAnError() throws {
        let short = rgbFile(width: 2, rows: [0, 1, 2, 3, 4, 5, 6, 0, 1, 1])
        let error = #expect(throws: PNGError.self) { try PNG.decode(short) }
        #expect(error?.description.hasPrefix("PNG data") == true)
    }

    @Test func chunksAfterTheImageDataSendTheFileToLibpngWithTheSamePixels() throws {
        let rows: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 0, 1, 1, 1, 1, 1, 1]
        let plain = try PNG.decode(rgbFile(width: 2, rows: rows))
        // An ancillary chunk after IDAT stays on the fast path; a critical one (unknown here) makes
        // it hand the file to libpng, which skips every chunk but tRNS: the same pixels either way.
        #expect(try PNG.decode(rgbFile(width: 2, rows: rows, after: [("tEXt", Array("a\u{0}b".utf8))])) == plain)
        #expect(try PNG.decode(rgbFile(width: 2, rows: rows, after: [("QQQQ", [0])])) == plain)
        // A bad CRC there is still an error, on either path.
        var corrupt = rgbFile(width: 2, rows: rows, after: [("QQQQ", [0])])
        corrupt[corrupt.count - 13] ^= 0xFF  // the last byte of QQQQ's CRC, just before IEND
        #expect(throws: PNGError.self) { try PNG.decode(corrupt) }
    }
}
