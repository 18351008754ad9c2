import Foundation
import Testing
@testable import Raster

/// A deterministic byte source (SplitMix64) for test pixels.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt8 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: (z ^ (z >> 31)) >> 24)
    }
}

/// A fresh empty folder, removed when the test's `body` ends.
private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
}

/// The IHDR colour type byte of an encoded PNG (signature 8, length 4, "IHDR" 4, width 4,
/// height 4, bit depth 1, then the colour type).
private func colourType(_ png: [UInt8]) -> UInt8 { png[25] }

@Suite struct PNGRoundTripTests {
    @Test func randomRGBAIsLosslessAndWrittenAsRGBA() throws {
        var random = SplitMix64(state: 42)
        var bitmap = Bitmap(width: 37, height: 23)
        for i in bitmap.pixels.indices { bitmap.pixels[i] = random.next() }
        // Make sure the extremes of alpha are there, with colour under alpha 0 kept as it is.
        bitmap[0, 0] = RGBA(r: 12, g: 34, b: 56, a: 0)
        bitmap[1, 0] = RGBA(r: 200, g: 100, b: 50, a: 255)

        let png = try PNG.encode(bitmap)
        #expect(colourType(png) == 6)
        #expect(try PNG.decode(png) == bitmap)
    }

    @Test func opaqueImageIsWrittenAsRGBAndReadsBackOpaque() throws {
        var random = SplitMix64(state: 7)
        var bitmap = Bitmap(width: 50, height: 31)
        for i in bitmap.pixels.indices { bitmap.pixels[i] = i % 4 == 3 ? 255 : random.next() }

        let png = try PNG.encode(bitmap)
        #expect(colourType(png) == 2)
        #expect(try PNG.decode(png) == bitmap)
    }

    @Test(arguments: [
        PNGWriteOptions(compressionLevel: 0, filters: .none, strategy: .default),
        PNGWriteOptions(compressionLevel: 9, filters: .all, strategy: .filtered),
        PNGWriteOptions(compressionLevel: 1, filters: .paeth, strategy: .rle),
        PNGWriteOptions(compressionLevel: 3, filters: [.average, .up], strategy: .huffmanOnly),
    ])
    func everyOptionIsLossless(options: PNGWriteOptions) throws {
        var random = SplitMix64(state: 3)
        var bitmap = Bitmap(width: 64, height: 40, fill: RGBA(r: 0, g: 94, b: 184, a: 128))
        for x in 0..<64 { bitmap[x, 20] = RGBA(r: random.next(), g: random.next(), b: random.next(), a: random.next()) }
        #expect(try PNG.decode(PNG.encode(bitmap, options: options)) == bitmap)
    }

    @Test func compressionLevelReachesZlib() throws {
        let bitmap = Bitmap(width: 200, height: 200, fill: .white)
        let stored = try PNG.encode(bitmap, options: PNGWriteOptions(compressionLevel: 0))
        let compressed = try PNG.encode(bitmap, options: PNGWriteOptions(compressionLevel: 9))
        // Level 0 stores the 200 x (1 + 600) filtered bytes; level 9 squeezes the flat white.
        #expect(stored.count > 200 * 601)
        #expect(compressed.count < 1000)
    }

    @Test func sameBitmapGivesSameBytes() throws {
        let bitmap = Bitmap(width: 10, height: 10, fill: RGBA(r: 1, g: 2, b: 3, a: 4))
        #expect(try PNG.encode(bitmap) == PNG.encode(bitmap))
    }

    @Test func unencodableInputsAreClearErrors() {
        #expect(throws: PNGError.cannotEncode(file: nil, reason: "a 0x5 bitmap; each side must be 1 to 2147483647 pixels")) {
            try PNG.encode(Bitmap(width: 0, height: 5))
        }
        #expect(throws: PNGError.cannotEncode(file: nil, reason: "compression level 10 is not 0 to 9")) {
            try PNG.encode(Bitmap(width: 1, height: 1), options: PNGWriteOptions(compressionLevel: 10))
        }
        #expect(throws: PNGError.cannotEncode(file: nil, reason: "no row filters were allowed")) {
            try PNG.encode(Bitmap(width: 1, height: 1), options: PNGWriteOptions(filters: []))
        }
    }
}

/// Decoding files in every format, built by PNGTestFile with known samples; the expected RGBA
/// follows from the PNG specification's rules for each format.
@Suite struct PNGFormatTests {
    @Test func palette2BitWithTRNS() throws {
        let palette: [RGBA] = [
            RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 255, b: 0), RGBA(r: 0, g: 0, b: 255), RGBA(r: 10, g: 20, b: 30),
        ]
        // tRNS gives alpha for the first three entries; the fourth, not listed, is opaque.
        let alphas: [UInt8] = [255, 128, 0]
        var file = PNGTestFile(width: 5, height: 3, colourType: .palette, bitDepth: 2)
        file.extraChunks = [("PLTE", palette.flatMap { [$0.r, $0.g, $0.b] }), ("tRNS", alphas)]
        let index = { (x: Int, y: Int) in (x + y) % 4 }

        let bitmap = try PNG.decode(file.bytes { x, y, _ in index(x, y) })
        for y in 0..<3 {
            for x in 0..<5 {
                var expected = palette[index(x, y)]
                expected.a = index(x, y) < alphas.count ? alphas[index(x, y)] : 255
                #expect(bitmap[x, y] == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test func grey4BitScalesToEightBits() throws {
        let file = PNGTestFile(width: 16, height: 1, colourType: .grey, bitDepth: 4)
        let bitmap = try PNG.decode(file.bytes { x, _, _ in x })
        // Scaling 0...15 to 0...255 is multiplying by 255 / 15 = 17 (bit replication).
        for x in 0..<16 {
            let v = UInt8(x * 17)
            #expect(bitmap[x, 0] == RGBA(r: v, g: v, b: v, a: 255))
        }
    }

    @Test func grey8BitWithTRNSMakesThatGreyTransparent() throws {
        var file = PNGTestFile(width: 4, height: 2, colourType: .grey, bitDepth: 8)
        file.extraChunks = [("tRNS", [0, 77])]  // the grey level 77 is transparent
        let values = [0, 77, 78, 255]
        let bitmap = try PNG.decode(file.bytes { x, _, _ in values[x] })
        for x in 0..<4 {
            let v = UInt8(values[x])
            #expect(bitmap[x, 1] == RGBA(r: v, g: v, b: v, a: v == 77 ? 0 : 255))
        }
    }

    @Test func greyAlpha8Bit() throws {
        let file = PNGTestFile(width: 3, height: 2, colourType: .greyAlpha, bitDepth: 8)
        let bitmap = try PNG.decode(file.bytes { x, y, channel in channel == 0 ? 100 + x : 50 * y + x })
        for y in 0..<2 {
            for x in 0..<3 {
                let v = UInt8(100 + x)
                #expect(bitmap[x, y] == RGBA(r: v, g: v, b: v, a: UInt8(50 * y + x)))
            }
        }
    }

    @Test func rgba16BitRoundsToNearest() throws {
        // 16-bit samples become round(v * 255 / 65535): 0x12FF becomes 19 (its high byte is 18),
        // 0x0080 becomes 0 and 0x0081 becomes 1 (128 * 255 / 65535 = 0.498, 129 * ... = 0.502).
        let samples = [0x0000, 0x0080, 0x0081, 0x12FF, 0x7F7F, 0x8080, 0xFFFE, 0xFFFF]
        let file = PNGTestFile(width: samples.count, height: 1, colourType: .rgba, bitDepth: 16)
        let bitmap = try PNG.decode(file.bytes { x, _, channel in channel == 3 ? 0xFFFF - samples[x] : samples[x] })
        for (x, v) in samples.enumerated() {
            let expected = UInt8((v * 255 + 32767) / 65535)
            let expectedAlpha = UInt8(((0xFFFF - v) * 255 + 32767) / 65535)
            #expect(bitmap[x, 0] == RGBA(r: expected, g: expected, b: expected, a: expectedAlpha), "sample \(v)")
        }
        #expect(bitmap[3, 0].r == 19)
    }

    @Test func grey16BitWithTRNS() throws {
        var file = PNGTestFile(width: 3, height: 1, colourType: .grey, bitDepth: 16)
        file.extraChunks = [("tRNS", [0x12, 0x34])]  // exactly 0x1234 is transparent
        let values = [0x1234, 0x1235, 0xFFFF]
        let bitmap = try PNG.decode(file.bytes { x, _, _ in values[x] })
        #expect(bitmap[0, 0] == RGBA(r: 18, g: 18, b: 18, a: 0))  // 0x1234 * 255 / 65535 = 18.1
        #expect(bitmap[1, 0] == RGBA(r: 18, g: 18, b: 18, a: 255))
        #expect(bitmap[2, 0] == RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func interlacedRGBMatchesTheSameImageNonInterlaced() throws {
        // 11 x 9 covers every Adam7 pass, including partial last columns and rows.
        let colour = { (x: Int, y: Int, channel: Int) in (x * 23 + y * 7 + channel * 85) % 256 }
        var file = PNGTestFile(width: 11, height: 9, colourType: .rgb, bitDepth: 8)
        file.interlaced = true
        let bitmap = try PNG.decode(file.bytes(sample: colour))
        for y in 0..<9 {
            for x in 0..<11 {
                let expected = RGBA(r: UInt8(colour(x, y, 0)), g: UInt8(colour(x, y, 1)), b: UInt8(colour(x, y, 2)))
                #expect(bitmap[x, y] == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test func gammaAndColourChunksAreIgnored() throws {
        var file = PNGTestFile(width: 2, height: 1, colourType: .rgb, bitDepth: 8)
        // gAMA 1.0 (100000) and a cHRM that would change the colours if they were applied.
        file.extraChunks = [
            ("gAMA", PNGTestFile.bigEndian32(100_000)),
            ("cHRM", (0..<8).flatMap { _ in PNGTestFile.bigEndian32(50_000) }),
        ]
        let bitmap = try PNG.decode(file.bytes { x, _, channel in 60 + x * 100 + channel })
        #expect(bitmap[0, 0] == RGBA(r: 60, g: 61, b: 62))
        #expect(bitmap[1, 0] == RGBA(r: 160, g: 161, b: 162))
    }
}

/// Bad input: each kind gives its own error, naming the file.
@Suite struct PNGBadInputTests {
    /// A valid 40 x 30 RGB file whose IDAT (stored blocks) is about 3.6 KB.
    let valid = PNGTestFile(width: 40, height: 30, colourType: .rgb, bitDepth: 8).bytes { x, y, c in (x + y + c) % 256 }

    /// Writes `bytes` to a file in a temporary folder and reads it with PNG.read.
    private func read(_ bytes: [UInt8], maxPixels: Int = PNG.defaultMaxPixels, check: (String, () throws -> Bitmap) throws -> Void) throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/input.png"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            try check(path) { try PNG.read(path: path, maxPixels: maxPixels) }
        }
    }

    @Test func theValidFileReads() throws {
        try read(valid) { _, decode throws in #expect(try decode().width == 40) }
    }

    @Test func missingFile() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/missing.png"
            let error = #expect(throws: PNGError.fileNotFound(path: path)) { try PNG.read(path: path) }
            #expect(error?.description == "\(path): no such file")
        }
    }

    @Test func aPipeIsRefusedWithoutWaitingForAWriter() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/pipe.png"
            try #require(mkfifo(path, 0o600) == 0)
            let error = #expect(throws: PNGError.cannotRead(path: path, reason: "it is not a regular file")) {
                try PNG.read(path: path)
            }
            #expect(error?.description.hasPrefix(path) == true)
        }
    }

    @Test func zeroSizeFile() throws {
        try read([]) { path, decode throws in
            let error = #expect(throws: PNGError.emptyFile(file: path)) { try decode() }
            #expect(error?.description == "\(path): empty file (0 bytes), not a PNG")
        }
    }

    @Test func notAPNG() throws {
        try read(Array("GIF89a, not a PNG at all".utf8)) { path, decode throws in
            let error = #expect(throws: PNGError.notPNG(file: path)) { try decode() }
            #expect(error?.description == "\(path): not a PNG file (bad signature)")
        }
    }

    @Test(arguments: [5, 8, 20, 33, 200, 1000, 3000])
    func truncated(at length: Int) throws {
        // 5: inside the signature; 8: right after it; 20: inside IHDR; 33: after IHDR;
        // 200, 1000, 3000: inside the IDAT data.
        try read(Array(valid.prefix(length))) { path, decode throws in
            let error = #expect(throws: PNGError.truncated(file: path)) { try decode() }
            #expect(error?.description == "\(path): truncated PNG file (the data ends before the image does)")
        }
    }

    @Test func truncatedJustBeforeIEND() throws {
        try read(Array(valid.dropLast(12))) { path, decode throws in
            #expect(throws: PNGError.truncated(file: path)) { try decode() }
        }
    }

    @Test func badCRCInIHDR() throws {
        var bytes = valid
        bytes[19] ^= 0x01  // the low byte of the width
        try read(bytes) { path, decode throws in
            let error = #expect(throws: PNGError.badCRC(file: path, chunk: "IHDR")) { try decode() }
            #expect(error?.description == "\(path): corrupt PNG file (bad CRC in the IHDR chunk)")
        }
    }

    @Test func badCRCInIDAT() throws {
        var bytes = valid
        bytes[bytes.count - 12 - 1] ^= 0x80  // the last byte of IDAT's CRC (IEND is the last 12 bytes)
        try read(bytes) { path, decode throws in
            #expect(throws: PNGError.badCRC(file: path, chunk: "IDAT")) { try decode() }
        }
    }

    @Test func badCRCInAnAncillaryChunkIsAnErrorToo() throws {
        var file = PNGTestFile(width: 2, height: 2, colourType: .rgb, bitDepth: 8)
        file.extraChunks = [("tEXt", Array("Title\u{0}hello".utf8))]
        var bytes = file.bytes { _, _, _ in 9 }
        bytes[33 + 8] ^= 0x20  // the first data byte of tEXt, right after IHDR (ends at 33)
        try read(bytes) { path, decode throws in
            #expect(throws: PNGError.badCRC(file: path, chunk: "tEXt")) { try decode() }
        }
    }

    @Test func imageOverTheDefaultLimitIsRefusedFromItsHeader() throws {
        // A valid IHDR claiming 20000 x 20000 (400 megapixels) with a tiny IDAT: the size check
        // must come before any attempt to allocate 1.6 GB or decode rows.
        let ihdr = PNGTestFile.chunk("IHDR", PNGTestFile.bigEndian32(20_000) + PNGTestFile.bigEndian32(20_000) + [8, 6, 0, 0, 0])
        let file = PNGTestFile.signature + ihdr + PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0]))
            + PNGTestFile.chunk("IEND", [])
        try read(file) { path, decode throws in
            let error = #expect(throws: PNGError.tooLarge(file: path, width: 20_000, height: 20_000, maxPixels: 100_000_000)) {
                try decode()
            }
            #expect(error?.description == "\(path): image of 20000x20000 pixels is over the limit of 100000000 pixels")
        }
    }

    @Test func pixelLimitIsAdjustablePerCall() throws {
        // The valid file has 40 x 30 = 1200 pixels.
        try read(valid, maxPixels: 1199) { path, decode throws in
            #expect(throws: PNGError.tooLarge(file: path, width: 40, height: 30, maxPixels: 1199)) { try decode() }
        }
        try read(valid, maxPixels: 1200) { _, decode throws in #expect(try decode().height == 30) }
    }

    @Test func otherLibpngErrorsCarryLibpngsMessage() throws {
        // A well-formed IHDR chunk (good CRC) with bit depth 3, which no colour type allows.
        let ihdr = PNGTestFile.chunk("IHDR", PNGTestFile.bigEndian32(4) + PNGTestFile.bigEndian32(4) + [3, 2, 0, 0, 0])
        try read(PNGTestFile.signature + ihdr + PNGTestFile.chunk("IEND", [])) { path, decode throws in
            #expect {
                try decode()
            } throws: { error in
                guard case .libpng(let file, let message) = error as? PNGError else { return false }
                return file == path && !message.isEmpty
                    && (error as! PNGError).description == "\(path): invalid PNG (libpng: \(message))"
            }
        }
    }

    @Test func corruptCompressedDataIsALibpngError() throws {
        // A good-CRC IDAT whose zlib stream has an invalid block type (0b11).
        let ihdr = PNGTestFile.chunk("IHDR", PNGTestFile.bigEndian32(4) + PNGTestFile.bigEndian32(4) + [8, 2, 0, 0, 0])
        let idat = PNGTestFile.chunk("IDAT", [0x78, 0x01, 0x07, 0, 0, 0, 0, 0, 0])
        #expect {
            try PNG.decode(PNGTestFile.signature + ihdr + idat + PNGTestFile.chunk("IEND", []))
        } throws: { error in
            guard case .libpng(nil, let message) = error as? PNGError else { return false }
            return !message.isEmpty
        }
    }

    @Test func inMemoryErrorsSayPNGData() {
        let error = #expect(throws: PNGError.notPNG(file: nil)) { try PNG.decode([1, 2, 3]) }
        #expect(error?.description == "PNG data: not a PNG file (bad signature)")
    }
}

/// Writing is atomic: a complete file at the path, or nothing new at all.
@Suite struct PNGWriteTests {
    let bitmap = Bitmap(width: 8, height: 6, fill: RGBA(r: 0, g: 94, b: 184, a: 200))

    @Test func writeThenReadAndNoTemporaryFileIsLeft() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/out.png"
            try PNG.write(bitmap, to: path)
            #expect(try PNG.read(path: path) == bitmap)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.png"])
        }
    }

    @Test func writeReplacesAnExistingFile() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/out.png"
            try PNG.write(Bitmap(width: 3, height: 3, fill: .white), to: path)
            try PNG.write(bitmap, to: path)
            #expect(try PNG.read(path: path) == bitmap)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.png"])
        }
    }

    @Test func writeIntoAMissingFolderFailsAndCreatesNothing() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/no-such-folder/out.png"
            let error = #expect(throws: PNGError.cannotWrite(path: path, reason: "the folder \(folder)/no-such-folder/ does not exist")) {
                try PNG.write(bitmap, to: path)
            }
            #expect(error?.description.hasPrefix("\(path): cannot write the file") == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }

    @Test func failedRenameRemovesTheTemporaryFile() throws {
        // The target is a non-empty folder: the temporary file is written, then the rename over
        // the folder fails (even for root), and the temporary file must be gone afterwards.
        try withTemporaryFolder { folder throws in
            let path = folder + "/taken"
            try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
            #expect {
                try PNG.write(bitmap, to: path)
            } throws: { error in
                guard case .cannotWrite(let errorPath, let reason) = error as? PNGError else { return false }
                return errorPath == path && !reason.isEmpty
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["inside"])
        }
    }

    @Test func encodeErrorsFromWriteNameThePath() throws {
        try withTemporaryFolder { folder throws in
            let path = folder + "/empty.png"
            #expect(throws: PNGError.cannotEncode(file: path, reason: "a 0x0 bitmap; each side must be 1 to 2147483647 pixels")) {
                try PNG.write(Bitmap(width: 0, height: 0), to: path)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }
}
