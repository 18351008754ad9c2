import Testing
@testable import Raster

/// The exact comparison, and diff images of images of any sizes.
@Suite struct PixelChangesTests {
    @Test func identicalImagesHaveNoChanges() {
        let image = Bitmap(width: 6, height: 4, fill: .white)
        let changes = PixelChanges(expected: image, actual: image)
        #expect(changes.isIdentical)
        #expect(changes.count == 0 && changes.comparedPixels == 24 && changes.bounds == nil)
        #expect(changes.largestChannelDifference == 0 && changes.sizeMismatch == nil)
    }

    @Test func oneLevelInOneChannelIsAChange() {
        let expected = Bitmap(width: 6, height: 4, fill: RGBA(r: 0, g: 94, b: 184))
        var actual = expected
        actual[2, 1] = RGBA(r: 0, g: 95, b: 184)
        let changes = PixelChanges(expected: expected, actual: actual)
        #expect(!changes.isIdentical)
        #expect(changes.count == 1)
        #expect(changes.bounds == IntRect(x: 2, y: 1, width: 1, height: 1))
        #expect(changes.largestChannelDifference == 1)
        // Pixelmatch at its usual threshold does not see it.
        #expect(Pixelmatch.compare(expected, actual).differingPixels == 0)
    }

    @Test func boundsHoldEveryChangeAndTheLargestChannelDifferenceIsAnyChannels() {
        let expected = Bitmap(width: 10, height: 8, fill: .white)
        var actual = expected
        actual[7, 1] = RGBA(r: 255, g: 255, b: 250)  // 5 in blue
        actual[1, 6] = RGBA(r: 255, g: 255, b: 255, a: 200)  // 55 in alpha
        actual[4, 3] = RGBA(r: 235, g: 255, b: 255)  // 20 in red
        let changes = PixelChanges(expected: expected, actual: actual)
        #expect(changes.count == 3)
        #expect(changes.bounds == IntRect(x: 1, y: 1, width: 7, height: 6))
        #expect(changes.largestChannelDifference == 55)
    }

    @Test func differentSizesCompareTheirOverlap() {
        var expected = Bitmap(width: 4, height: 3, fill: .white)
        expected[1, 1] = .black
        let actual = Bitmap(width: 3, height: 5, fill: .white)
        let changes = PixelChanges(expected: expected, actual: actual)
        #expect(changes.sizeMismatch == SizeMismatch(expected: .init(width: 4, height: 3), actual: .init(width: 3, height: 5)))
        #expect(changes.comparedPixels == 9)
        #expect(changes.count == 1)
        #expect(changes.bounds == IntRect(x: 1, y: 1, width: 1, height: 1))
        #expect(!changes.isIdentical)
        // The same pixels in a larger image: still a change of size.
        let taller = PixelChanges(expected: Bitmap(width: 3, height: 3, fill: .white), actual: actual)
        #expect(taller.count == 0 && !taller.isIdentical)
    }

    @Test func theExactDiffImageMarksEveryChangedPixelRed() throws {
        let expected = Bitmap(width: 5, height: 4, fill: .black)
        var actual = expected
        actual[3, 2] = RGBA(r: 1, g: 0, b: 0)
        let image = PixelChanges.diffImage(expected: expected, actual: actual)
        #expect((image.width, image.height) == (5, 4))
        #expect(image[3, 2] == RGBA(r: 255, g: 0, b: 0))
        // Unchanged black, faded by 0.1 onto white, as pixelmatch draws it: 255 - 0.1 × 255 → 229.
        #expect(image[0, 0] == RGBA(r: 229, g: 229, b: 229))
        #expect(image[4, 3] == RGBA(r: 229, g: 229, b: 229))
        let unchanged = PixelChanges.diffImage(expected: expected, actual: expected)
        #expect(unchanged == Pixelmatch.compare(expected, expected).diffImage())
    }

    /// A 100,000,000 x 1 image beside a 375 x 143 one: their union, 14.3 billion pixels (57 GB), is
    /// never allocated; the diff images cover the 375 x 1 overlap.
    @Test func aHugeImageBesideASmallOneNeverAllocatesTheirUnion() throws {
        let wide = Bitmap(width: 100_000_000, height: 1, fill: .white)
        let small = Bitmap(width: 375, height: 143, fill: .white)
        let changes = PixelChanges(expected: wide, actual: small)
        #expect(changes.comparedPixels == 375 && changes.count == 0)
        #expect(changes.sizeMismatch?.description == "expected 100000000x1, actual 375x143")
        let exact = PixelChanges.diffImage(expected: wide, actual: small)
        #expect((exact.width, exact.height) == (375, 1))

        let result = Pixelmatch.compare(wide, small)
        #expect(result.totalPixels == 100_000_000 * 143)
        let image = try #require(result.diffImage())
        #expect((image.width, image.height) == (375, 1))
        #expect(image[0, 0] == .white)
    }

    @Test func aUnionNoLargerThanBothImagesIsDrawnWithTheRestRed() throws {
        // 4 x 3 and 3 x 5: the union, 20 pixels, is within their 27.
        let image = PixelChanges.diffImage(expected: Bitmap(width: 4, height: 3, fill: .white), actual: Bitmap(width: 3, height: 5, fill: .white))
        #expect((image.width, image.height) == (4, 5))
        #expect(image[2, 2] == .white)
        #expect(image[3, 0] == RGBA(r: 255, g: 0, b: 0) && image[0, 4] == RGBA(r: 255, g: 0, b: 0))
        // 10 x 1 and 1 x 10: the union, 100 pixels, is over their 20, so only the overlap.
        let crossed = PixelChanges.diffImage(expected: Bitmap(width: 10, height: 1), actual: Bitmap(width: 1, height: 10))
        #expect((crossed.width, crossed.height) == (1, 1))
    }
}
