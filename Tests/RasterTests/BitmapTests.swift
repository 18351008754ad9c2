import Testing
@testable import Raster

@Suite struct BitmapTests {
    @Test func fillWritesTheColourIntoEveryPixelInRGBAOrder() {
        let bitmap = Bitmap(width: 3, height: 2, fill: RGBA(r: 1, g: 2, b: 3, a: 4))
        #expect(bitmap.pixels == [UInt8](repeating: 0, count: 6).flatMap { _ in [1, 2, 3, 4] as [UInt8] })
        #expect(Bitmap(width: 0, height: 5).pixels.isEmpty)
    }

    @Test func equalityComparesSizeAndEveryByte() {
        var a = Bitmap(width: 4, height: 4, fill: .white)
        let b = Bitmap(width: 4, height: 4, fill: .white)
        #expect(a == b)
        a[3, 3] = RGBA(r: 255, g: 255, b: 255, a: 254)
        #expect(a != b)
        // Same bytes, other shape.
        #expect(Bitmap(width: 2, height: 8, fill: .white) != b)
    }
}
