import Raster
import Testing
@testable import SnapUI

@Suite struct ColorMixTests {
    @Test func mixesEachSchemeByFraction() {
        let a = Color(light: "#000000", dark: "#ffffff")
        let b = Color(light: "#c8643c", dark: "#000000")
        let mixed = a.mix(with: b, by: 0.25)
        // 0.25 of the way: light 200/100/60 * 0.25 = 50/25/15; dark 255 * 0.75 = 191.25 -> 191.
        #expect(mixed.resolve(in: .light) == RGBA(r: 50, g: 25, b: 15))
        #expect(mixed.resolve(in: .dark) == RGBA(r: 191, g: 191, b: 191))
        #expect(a.mix(with: b, by: 0) == a)
        #expect(a.mix(with: b, by: 1) == b)
        #expect(a.mix(with: b, by: 7) == b)
    }
}
