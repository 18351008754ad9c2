import Raster
import Testing
@testable import NHSDesignSystem

@Suite struct ColorTokenTests {
    /// Every token of shared/reference/colours.md with its light and dark values, copied from that
    /// table (the `…Only` tokens have one value for both).
    static let tokens: [(name: String, color: Color, light: String, dark: String)] = [
        ("nhsBackground", Color.nhsBackground, "#f0f4f5", "#1b2429"),
        ("nhsText", Color.nhsText, "#212b33", "#ffffff"),
        ("nhsSecondaryText", Color.nhsSecondaryText, "#4c6273", "#c8d3d9"),
        ("nhsAccent", Color.nhsAccent, "#005eb8", "#52a0ff"),
        ("nhsBlue", Color.nhsBlue, "#0060bf", "#2ca2ff"),
        ("nhsAquaGreen", Color.nhsAquaGreen, "#4aa199", "#58bbb2"),
        ("nhsBlack", Color.nhsBlack, "#212b33", "#ffffff"),
        ("nhsGreen", Color.nhsGreen, "#007f3b", "#00c55f"),
        ("nhsOrange", Color.nhsOrange, "#ed8b00", "#ffa240"),
        ("nhsPink", Color.nhsPink, "#ae2573", "#f681ba"),
        ("nhsPurple", Color.nhsPurple, "#5c338e", "#a988dd"),
        ("nhsRed", Color.nhsRed, "#d5281b", "#f76957"),
        ("nhsWhite", Color.nhsWhite, "#ffffff", "#263037"),
        ("nhsWarmYellow", Color.nhsWarmYellow, "#ffb81c", "#ffb81c"),
        ("nhsYellow", Color.nhsYellow, "#ffeb3b", "#ffffff"),
        ("nhsGrey1", Color.nhsGrey1, "#4c6273", "#c8d3d9"),
        ("nhsGrey2", Color.nhsGrey2, "#778792", "#aab5bc"),
        ("nhsGrey3", Color.nhsGrey3, "#aeb7be", "#7b888f"),
        ("nhsGrey4", Color.nhsGrey4, "#d8dde0", "#4c5a63"),
        ("nhsGrey5", Color.nhsGrey5, "#f0f4f5", "#1b2429"),
        ("nhsDarkAquaGreen", Color.nhsDarkAquaGreen, "#25514d", "#94faea"),
        ("nhsDarkBlue", Color.nhsDarkBlue, "#00386e", "#add1ff"),
        ("nhsDarkGreen", Color.nhsDarkGreen, "#004c23", "#adffc7"),
        ("nhsDarkOrange", Color.nhsDarkOrange, "#603700", "#ffd2ad"),
        ("nhsDarkPink", Color.nhsDarkPink, "#681645", "#ffcce2"),
        ("nhsDarkPurple", Color.nhsDarkPurple, "#402463", "#daccff"),
        ("nhsDarkRed", Color.nhsDarkRed, "#801810", "#ffb5ad"),
        ("nhsDarkYellow", Color.nhsDarkYellow, "#4c4612", "#ffe799"),
        ("nhsPaleAquaGreen", Color.nhsPaleAquaGreen, "#c9e3e0", "#1e403d"),
        ("nhsPaleBlue", Color.nhsPaleBlue, "#ccdff1", "#002f5c"),
        ("nhsPaleGreen", Color.nhsPaleGreen, "#cce5d8", "#004c23"),
        ("nhsPaleOrange", Color.nhsPaleOrange, "#fce7cc", "#513000"),
        ("nhsPalePink", Color.nhsPalePink, "#efd3e3", "#541238"),
        ("nhsPalePurple", Color.nhsPalePurple, "#ded6e8", "#3f2361"),
        ("nhsPaleRed", Color.nhsPaleRed, "#f7d4d1", "#4a1917"),
        ("nhsPaleYellow", Color.nhsPaleYellow, "#fff7b1", "#423d10"),
        ("nhsBlueOnly", Color.nhsBlueOnly, "#005eb8", "#005eb8"),
        ("nhsAquaGreenOnly", Color.nhsAquaGreenOnly, "#4aa199", "#4aa199"),
        ("nhsBlackOnly", Color.nhsBlackOnly, "#232b32", "#232b32"),
        ("nhsGreenOnly", Color.nhsGreenOnly, "#007f3b", "#007f3b"),
        ("nhsOrangeOnly", Color.nhsOrangeOnly, "#ed8b00", "#ed8b00"),
        ("nhsPinkOnly", Color.nhsPinkOnly, "#ae2573", "#ae2573"),
        ("nhsPurpleOnly", Color.nhsPurpleOnly, "#5c338e", "#5c338e"),
        ("nhsRedOnly", Color.nhsRedOnly, "#d5281b", "#d5281b"),
        ("nhsWhiteOnly", Color.nhsWhiteOnly, "#ffffff", "#ffffff"),
        ("nhsDarkAquaGreenOnly", Color.nhsDarkAquaGreenOnly, "#25514d", "#25514d"),
        ("nhsDarkBlueOnly", Color.nhsDarkBlueOnly, "#00386e", "#00386e"),
        ("nhsDarkGreenOnly", Color.nhsDarkGreenOnly, "#004c23", "#004c23"),
        ("nhsDarkOrangeOnly", Color.nhsDarkOrangeOnly, "#5a390f", "#5a390f"),
        ("nhsDarkPinkOnly", Color.nhsDarkPinkOnly, "#681645", "#681645"),
        ("nhsDarkPurpleOnly", Color.nhsDarkPurpleOnly, "#402463", "#402463"),
        ("nhsDarkRedOnly", Color.nhsDarkRedOnly, "#801810", "#801810"),
        ("nhsDarkYellowOnly", Color.nhsDarkYellowOnly, "#4c4612", "#4c4612"),
        ("nhsPaleAquaGreenOnly", Color.nhsPaleAquaGreenOnly, "#c9e3e0", "#c9e3e0"),
        ("nhsPaleBlueOnly", Color.nhsPaleBlueOnly, "#ccdff1", "#ccdff1"),
        ("nhsPaleGreenOnly", Color.nhsPaleGreenOnly, "#cce5d8", "#cce5d8"),
        ("nhsPaleOrangeOnly", Color.nhsPaleOrangeOnly, "#f8e8cf", "#f8e8cf"),
        ("nhsPalePinkOnly", Color.nhsPalePinkOnly, "#efd3e3", "#efd3e3"),
        ("nhsPalePurpleOnly", Color.nhsPalePurpleOnly, "#ded6e8", "#ded6e8"),
        ("nhsPaleRedOnly", Color.nhsPaleRedOnly, "#f7d4d1", "#f7d4d1"),
        ("nhsPaleYellowOnly", Color.nhsPaleYellowOnly, "#fff7b1", "#fff7b1"),
    ]

    @Test func everyTokenResolvesToItsReferenceValueInEachScheme() {
        #expect(Self.tokens.count == 61)
        for token in Self.tokens {
            #expect(token.color.resolve(in: .light) == RGBA(hex: token.light), "\(token.name) light")
            #expect(token.color.resolve(in: .dark) == RGBA(hex: token.dark), "\(token.name) dark")
        }
    }

    @Test func onlyTokensNeverChange() {
        for token in Self.tokens where token.name.hasSuffix("Only") {
            #expect(token.color.resolve(in: .light) == token.color.resolve(in: .dark), "\(token.name)")
        }
    }
}
