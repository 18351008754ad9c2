import Testing
@testable import Raster

/// The patterns of Fixtures/pixelmatch_reference.py, formula for formula.
enum DiffPattern {
    static func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { bitmap[x, y] = pixel(x, y) }
        }
        return bitmap
    }

    static func grey(_ v: Int) -> RGBA { RGBA(r: UInt8(v), g: UInt8(v), b: UInt8(v)) }

    /// Black left of column 10, white right of it, column 10 a partly covered grey.
    static func edge(_ level: Int) -> (Int, Int) -> RGBA {
        { x, _ in x < 10 ? .black : x == 10 ? grey(level) : .white }
    }

    /// An NHS-blue disc on white, anti-aliased with 4×4 samples a pixel; centre and radius in 1/8 px.
    static func disc(_ cx8: Int, _ cy8: Int, _ r8: Int) -> (Int, Int) -> RGBA {
        { x, y in
            var count = 0
            for j in 0..<4 {
                for i in 0..<4 {
                    let dx = 8 * x + 2 * i + 1 - cx8, dy = 8 * y + 2 * j + 1 - cy8
                    if dx * dx + dy * dy <= r8 * r8 { count += 1 }
                }
            }
            func channel(_ c: Int) -> UInt8 { UInt8(255 - (255 - c) * count / 16) }
            return RGBA(r: channel(0), g: channel(94), b: channel(184))
        }
    }

    /// A black square with a one-pixel grey outline (as a rasteriser draws its edges) on white.
    static func outlined(_ level: Int) -> (Int, Int) -> RGBA {
        { x, y in
            if (10..<20).contains(x) && (8..<18).contains(y) { return .black }
            if (9...20).contains(x) && (7...18).contains(y) { return grey(level) }
            return .white
        }
    }

    /// A filled rectangle on white.
    static func rect(_ r: Int, _ g: Int, _ b: Int) -> (Int, Int) -> RGBA {
        { x, y in (8..<28).contains(x) && (6..<22).contains(y) ? RGBA(r: UInt8(r), g: UInt8(g), b: UInt8(b)) : .white }
    }

    /// A smooth gradient, optionally with integer-hash noise inside a region.
    static func gradient(noisy: Bool) -> (Int, Int) -> RGBA {
        { x, y in
            if noisy && (10..<26).contains(x) && (8..<20).contains(y) {
                return RGBA(
                    r: UInt8((x * 37 + y * 91 + x * y * 13) % 256), g: UInt8((x * 59 + y * 17 + x * y * 7) % 256),
                    b: UInt8((x * 11 + y * 67 + x * y * 29) % 256))
            }
            return RGBA(r: UInt8(x * 6), g: UInt8(y * 6), b: 128)
        }
    }

    /// Rows 0-3 transparent in both, with different colours; below, red with alpha ramps `shift` apart.
    static func alpha(shift: Int) -> (Int, Int) -> RGBA {
        { x, y in
            if y < 4 { return shift != 0 ? RGBA(r: UInt8(x * 8), g: 255, b: 0, a: 0) : .clear }
            return RGBA(r: 200, g: 50, b: 50, a: UInt8((x * 8 + shift) % 256))
        }
    }

    static let cases: [String: (Bitmap, Bitmap)] = [
        "edge": (image(32, 24, edge(128)), image(32, 24, edge(64))),
        "disc": (image(40, 34, disc(20 * 8 + 3, 16 * 8 + 5, 10 * 8 + 4)), image(40, 34, disc(21 * 8 + 3, 16 * 8 + 5, 10 * 8 + 4))),
        "outlined": (image(30, 26, outlined(128)), image(30, 26, outlined(80))),
        "rectBelow": (image(36, 28, rect(100, 150, 200)), image(36, 28, rect(146, 150, 200))),
        "rectAbove": (image(36, 28, rect(100, 150, 200)), image(36, 28, rect(147, 150, 200))),
        "noise": (image(40, 30, gradient(noisy: false)), image(40, 30, gradient(noisy: true))),
        "alpha": (image(32, 12, alpha(shift: 0)), image(32, 12, alpha(shift: 40))),
    ]
}

/// FNV-1a, 32 bits, as in the reference script.
func fnv1a(_ bytes: [UInt8]) -> UInt32 {
    bytes.reduce(0x811C_9DC5) { ($0 ^ UInt32($1)) &* 0x0100_0193 }
}

struct ReferenceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let threshold: Double
    let includeAA: Bool
    let differing: Int
    let antialiased: Int
    let hash: UInt32
    var testDescription: String { "\(name) threshold=\(threshold) includeAA=\(includeAA)" }
}

@Suite struct DiffTests {
    /// Expected values: the output of `python3 Tests/RasterTests/Fixtures/pixelmatch_reference.py`
    /// (PyPI pixelmatch 0.4.0, a port of mapbox/pixelmatch v5), run once and copied here:
    /// differing pixels, anti-aliased (yellow) pixels, and the FNV-1a hash of its diff image.
    static let reference: [ReferenceCase] = [
        .init(name: "edge", threshold: 0.1, includeAA: false, differing: 0, antialiased: 24, hash: 0xDEB0_8245),
        .init(name: "edge", threshold: 0.1, includeAA: true, differing: 24, antialiased: 0, hash: 0xBF19_F5B5),
        .init(name: "edge", threshold: 0.3, includeAA: false, differing: 0, antialiased: 0, hash: 0x5CE0_7165),
        .init(name: "disc", threshold: 0.1, includeAA: false, differing: 3, antialiased: 76, hash: 0xB919_0D63),
        .init(name: "disc", threshold: 0.1, includeAA: true, differing: 79, antialiased: 0, hash: 0x66EC_7727),
        .init(name: "disc", threshold: 0.3, includeAA: false, differing: 3, antialiased: 40, hash: 0x6F0B_C17E),
        .init(name: "disc", threshold: 0.3, includeAA: true, differing: 43, antialiased: 0, hash: 0xBD73_0DD2),
        .init(name: "outlined", threshold: 0.1, includeAA: false, differing: 8, antialiased: 36, hash: 0xC849_B575),
        .init(name: "outlined", threshold: 0.1, includeAA: true, differing: 44, antialiased: 0, hash: 0x373F_853D),
        .init(name: "rectBelow", threshold: 0.1, includeAA: false, differing: 0, antialiased: 0, hash: 0xA35D_CC05),
        .init(name: "rectAbove", threshold: 0.1, includeAA: false, differing: 320, antialiased: 0, hash: 0x508C_D185),
        .init(name: "rectAbove", threshold: 0.3, includeAA: false, differing: 0, antialiased: 0, hash: 0xA35D_CC05),
        .init(name: "noise", threshold: 0.1, includeAA: false, differing: 185, antialiased: 0, hash: 0x1338_8B27),
        .init(name: "noise", threshold: 0.3, includeAA: true, differing: 83, antialiased: 0, hash: 0x84C6_FC64),
        .init(name: "alpha", threshold: 0.1, includeAA: false, differing: 244, antialiased: 12, hash: 0x9C2F_C89D),
        .init(name: "alpha", threshold: 0.1, includeAA: true, differing: 256, antialiased: 0, hash: 0x655C_D9C5),
        .init(name: "alpha", threshold: 0.3, includeAA: false, differing: 34, antialiased: 6, hash: 0xC58C_1069),
    ]

    @Test(arguments: reference)
    func matchesPixelmatch(_ reference: ReferenceCase) throws {
        let (expected, actual) = try #require(DiffPattern.cases[reference.name])
        let options = DiffOptions(threshold: reference.threshold, includeAA: reference.includeAA)
        let result = Pixelmatch.compare(expected, actual, options: options)
        #expect(result.differingPixels == reference.differing)
        #expect(result.antialiasedPixels == reference.antialiased)
        #expect(result.totalPixels == expected.width * expected.height)
        #expect(result.sizeMismatch == nil)
        #expect(fnv1a(try #require(result.diffImage()).pixels) == reference.hash)
        // Drawn over the expected image's pixels (here a copy of them, as the test keeps its own).
        var taken = result
        let drawnOver = taken.takeDiffImage()
        #expect(fnv1a(try #require(drawnOver).pixels) == reference.hash)
        #expect(taken.takeDiffImage() == nil)

        let countOnly = Pixelmatch.compare(expected, actual, options: DiffOptions(
            threshold: reference.threshold, includeAA: reference.includeAA, diffImage: false))
        #expect(countOnly.differingPixels == reference.differing)
        #expect(countOnly.diffImage() == nil)
    }

    @Test func shiftedAntialiasedEdgeIsIgnoredOnlyWithDetection() throws {
        let (expected, actual) = try #require(DiffPattern.cases["edge"])
        #expect(Pixelmatch.compare(expected, actual).differingPixels == 0)
        #expect(Pixelmatch.compare(expected, actual, options: DiffOptions(includeAA: true)).differingPixels == expected.height)
    }

    @Test func identicalImagesDifferNowhereAndDrawTheGreyImage() throws {
        let (expected, _) = try #require(DiffPattern.cases["rectBelow"])
        let result = Pixelmatch.compare(expected, expected)
        #expect(result.differingPixels == 0)
        #expect(result.ratio == 0)
        // The same grey picture pixelmatch draws when nothing is over the threshold (rectBelow).
        #expect(fnv1a(try #require(result.diffImage()).pixels) == 0xA35D_CC05)
    }

    @Test func diffImageColours() throws {
        var expected = Bitmap(width: 8, height: 8, fill: .white)
        expected[3, 3] = .black
        var actual = expected
        actual[3, 3] = RGBA(r: 0, g: 200, b: 0)  // a real change
        let (edgeA, edgeB) = try #require(DiffPattern.cases["edge"])

        let image = try #require(Pixelmatch.compare(expected, actual).diffImage())
        #expect(image[3, 3] == RGBA(r: 255, g: 0, b: 0))
        // White faded by alpha 0.1 onto white stays white; black becomes 255 - 0.1 × 255 = 229.5 → 229.
        #expect(image[0, 0] == .white)
        let grey = try #require(Pixelmatch.compare(expected, expected).diffImage())
        #expect(grey[3, 3] == RGBA(r: 229, g: 229, b: 229))

        let aa = try #require(Pixelmatch.compare(edgeA, edgeB).diffImage())
        #expect(aa[10, 5] == RGBA(r: 255, g: 255, b: 0))
    }

    @Test func differentSizesDifferEverywhereAndShowTheOverlap() throws {
        var expected = Bitmap(width: 4, height: 3, fill: .white)
        expected[1, 1] = .black
        let actual = Bitmap(width: 3, height: 5, fill: .white)
        let result = Pixelmatch.compare(expected, actual)
        #expect(result.sizeMismatch == SizeMismatch(expected: .init(width: 4, height: 3), actual: .init(width: 3, height: 5)))
        #expect(result.sizeMismatch?.description == "expected 4x3, actual 3x5")
        #expect(result.totalPixels == 20)
        #expect(result.differingPixels == 20)
        #expect(result.ratio == 1)

        let image = try #require(result.diffImage())
        var taken = result
        let drawnOver = taken.takeDiffImage()
        #expect(drawnOver == image)
        #expect((image.width, image.height) == (4, 5))
        #expect(image[1, 1] == RGBA(r: 255, g: 0, b: 0))  // changed inside the overlap
        #expect(image[0, 0] == .white)  // unchanged inside the overlap
        #expect(image[3, 0] == RGBA(r: 255, g: 0, b: 0))  // only in expected
        #expect(image[0, 4] == RGBA(r: 255, g: 0, b: 0))  // only in actual
        #expect(image[3, 4] == RGBA(r: 255, g: 0, b: 0))  // in neither
    }

    @Test func emptyImagesCompareEqual() {
        let result = Pixelmatch.compare(Bitmap(width: 0, height: 3), Bitmap(width: 0, height: 3))
        #expect(result.differingPixels == 0)
        #expect(result.totalPixels == 0)
        #expect(result.ratio == 0)
    }

    @Test func onlyTheRowsBetweenTheFirstAndLastChangeAreCompared() {
        // A change on the first and on the last row: both are found, nothing between is invented.
        var expected = Bitmap(width: 5, height: 6, fill: .white)
        var actual = expected
        actual[4, 0] = .black
        actual[0, 5] = .black
        #expect(Pixelmatch.compare(expected, actual).differingPixels == 2)
        expected[2, 3] = .black
        #expect(Pixelmatch.compare(expected, actual).differingPixels == 3)
    }

    @Test func summaryNamesCountsShareAndSizes() {
        func result(_ differing: Int, _ total: Int, antialiased: Int = 0) -> DiffResult {
            DiffResult(differingPixels: differing, antialiasedPixels: antialiased, totalPixels: total)
        }
        #expect(result(1234, 480_000).summary == "1234 of 480000 pixels differ (0.26%)")
        #expect(result(0, 100).summary == "0 of 100 pixels differ (0.00%)")
        #expect(result(1, 1_000_000).summary == "1 of 1000000 pixels differ (<0.01%)")
        #expect(result(999_999, 1_000_000).summary == "999999 of 1000000 pixels differ (>99.99%)")
        #expect(result(5, 50, antialiased: 7).summary == "5 of 50 pixels differ (10.00%)\n7 anti-aliased pixels ignored")
        #expect(result(0, 0).summary == "0 of 0 pixels differ (0.00%)")
        let mismatch = Pixelmatch.compare(Bitmap(width: 2, height: 1), Bitmap(width: 1, height: 1), options: DiffOptions(diffImage: false))
        #expect(mismatch.summary == "sizes differ: expected 2x1, actual 1x1\n2 of 2 pixels differ (100.00%)")
    }
}
