import Testing
@testable import Raster

@Suite struct GeometryTests {
    @Test func transformConcatenationAppliesLeftFirst() {
        let t = Transform.scale(2).concatenating(.translation(x: 10, y: 0))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test func hexColoursParse() {
        #expect(RGBA(hex: "#005eb8") == RGBA(r: 0, g: 0x5e, b: 0xb8))
        #expect(RGBA(hex: "fff") == .white)
        #expect(RGBA(hex: "#11223344")?.a == 0x44)
        #expect(RGBA(hex: "#12345") == nil)
        #expect(RGBA(hex: "#gg0000") == nil)
    }

    @Test func rectIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
    }
}
