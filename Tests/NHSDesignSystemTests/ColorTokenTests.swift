import Raster
import Testing
@testable import NHSDesignSystem

@Suite struct ColorTokenTests {
    @Test func tokensResolvePerScheme() {
        #expect(Color.nhsBackground.resolve(in: .light) == RGBA(hex: "#f0f4f5"))
        #expect(Color.nhsBackground.resolve(in: .dark) == RGBA(hex: "#1b2429"))
        #expect(Color.nhsPaleGreen.resolve(in: .dark) == RGBA(hex: "#004c23"))
    }

    @Test func onlyTokensNeverChange() {
        #expect(Color.nhsBlueOnly.resolve(in: .light) == Color.nhsBlueOnly.resolve(in: .dark))
        #expect(Color.nhsDarkOrangeOnly.resolve(in: .dark) == RGBA(hex: "#5a390f"))
    }
}
