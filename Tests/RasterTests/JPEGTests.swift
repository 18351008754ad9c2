import Foundation
@testable import Raster
import Testing

/// JPEG decoding through libjpeg-turbo: colour spaces, progressive files, EXIF orientation, errors.
@Suite struct JPEGTests {
    /// Whether `color` is `expected` within JPEG's rounding (and opaque).
    private func near(_ color: RGBA, _ expected: RGBA, within tolerance: Int = 2) -> Bool {
        abs(Int(color.r) - Int(expected.r)) <= tolerance && abs(Int(color.g) - Int(expected.g)) <= tolerance
            && abs(Int(color.b) - Int(expected.b)) <= tolerance && color.a == 255
    }

    private let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255)

    @Test func aBaselineYCbCrFileDecodesToItsColours() throws {
        let image = try JPEG.decode(JPEGFixtures.baseline444)
        #expect(image.width == 16 && image.height == 8)
        #expect(near(image[0, 0], red) && near(image[7, 7], red))
        #expect(near(image[8, 0], blue) && near(image[15, 7], blue))
    }

    @Test func aProgressiveFileWithSubsampledChromaDecodes() throws {
        let image = try JPEG.decode(JPEGFixtures.progressive420)
        #expect(image.width == 32 && image.height == 32)
        // The middle of each quadrant, away from where smoothed chroma crosses the edges.
        #expect(near(image[6, 6], red, within: 3))
        #expect(near(image[25, 6], RGBA(r: 0, g: 255, b: 0), within: 3))
        #expect(near(image[6, 25], blue, within: 3))
        #expect(near(image[25, 25], .white, within: 3))
    }

    @Test func aGreyscaleFileDecodesToGreys() throws {
        let image = try JPEG.decode(JPEGFixtures.grey)
        #expect(near(image[3, 3], RGBA(r: 64, g: 64, b: 64)))
        #expect(near(image[12, 3], RGBA(r: 192, g: 192, b: 192)))
        #expect(image[12, 3].r == image[12, 3].g && image[12, 3].g == image[12, 3].b)
    }

    @Test func theEXIFOrientationTurnsThePixelsUpright() throws {
        // Orientation 6: stored row 0 is the upright image's right-hand column, so the stored left
        // half (red) is the upright top and the image is 8 wide and 16 tall.
        let turned = try JPEG.decode(JPEGFixtures.orientation6)
        #expect(turned.width == 8 && turned.height == 16)
        #expect(near(turned[0, 0], red) && near(turned[7, 7], red))
        #expect(near(turned[0, 8], blue) && near(turned[7, 15], blue))
        // Orientation 3: upside down, so the red half is on the right.
        let flipped = try JPEG.decode(JPEGFixtures.orientation3)
        #expect(flipped.width == 16 && flipped.height == 8)
        #expect(near(flipped[0, 0], blue) && near(flipped[15, 0], red))
    }

    @Test func orientationsMapEachStoredPixel() {
        // A 3 x 2 bitmap whose pixels are numbered in their red channel.
        var stored = Bitmap(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { stored[x, y] = RGBA(r: UInt8(y * 3 + x), g: 0, b: 0) } }
        func rows(_ orientation: Int) -> [[UInt8]] {
            let image = EXIFOrientation(value: orientation).upright(stored)
            return (0..<image.height).map { y in (0..<image.width).map { image[$0, y].r } }
        }
        // Stored: [0 1 2 / 3 4 5].
        #expect(rows(1) == [[0, 1, 2], [3, 4, 5]])
        #expect(rows(2) == [[2, 1, 0], [5, 4, 3]])
        #expect(rows(3) == [[5, 4, 3], [2, 1, 0]])
        #expect(rows(4) == [[3, 4, 5], [0, 1, 2]])
        #expect(rows(5) == [[0, 3], [1, 4], [2, 5]])
        #expect(rows(6) == [[3, 0], [4, 1], [5, 2]])
        #expect(rows(7) == [[5, 2], [4, 1], [3, 0]])
        #expect(rows(8) == [[2, 5], [1, 4], [0, 3]])
    }

    @Test func truncatedAndCorruptDataAreErrorsNamingTheFile() {
        let truncated = Array(JPEGFixtures.baseline444.prefix(JPEGFixtures.baseline444.count / 2))
        #expect(throws: JPEGError.self) { try JPEG.decode(truncated, file: "half.jpg") }
        do {
            _ = try JPEG.decode(truncated, file: "half.jpg")
        } catch {
            #expect(error.description.hasPrefix("half.jpg: invalid or truncated JPEG (libjpeg: "))
        }
        do {
            _ = try JPEG.decode(Array("not a jpeg".utf8), file: "text.jpg")
            Issue.record("text decoded as a JPEG")
        } catch {
            #expect(error.description == "text.jpg: invalid or truncated JPEG (libjpeg: Not a JPEG file: starts with 0x6e 0x6f)")
        }
        do {
            _ = try JPEG.decode([], file: "empty.jpg")
            Issue.record("nothing decoded as a JPEG")
        } catch {
            #expect(error.description == "empty.jpg: empty file (0 bytes), not a JPEG")
        }
    }

    @Test func aWarningAboutMetadataAloneDoesNotStopDecoding() throws {
        // JFIF revision 2.01 (byte 11 is the major revision): libjpeg warns, the pixels are the same.
        var file = JPEGFixtures.baseline444
        #expect(Array(file[6..<11]) == Array("JFIF\0".utf8))
        file[11] = 2
        #expect(try JPEG.decode(file) == JPEG.decode(JPEGFixtures.baseline444))
    }

    @Test func cmykIsAnErrorSayingWhy() {
        do {
            _ = try JPEG.decode(JPEGFixtures.cmyk, file: "print.jpg")
            Issue.record("a CMYK file decoded")
        } catch {
            #expect(error.description.hasPrefix("print.jpg: CMYK JPEG images are not drawn by nhs-snap"))
        }
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: JPEGError(file: "/nonexistent/photo.jpg", reason: "no such file")) {
            try JPEG.read(path: "/nonexistent/photo.jpg")
        }
    }

    @Test func tooManyPixelsIsAnErrorBeforeDecoding() {
        #expect(throws: JPEGError(file: nil, reason: "image of 16x8 pixels is over the limit of 100 pixels")) {
            try JPEG.decode(JPEGFixtures.baseline444, maxPixels: 100)
        }
    }
}
