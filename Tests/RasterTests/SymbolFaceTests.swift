import Foundation
import Testing
@testable import Raster

/// The symbol face: Material Symbols read at instances of its weight and fill axes.
@Suite("Symbol face")
struct SymbolFaceTests {
    private let fonts: FontSet
    init() throws { fonts = try FontSet.bundled() }

    /// The ink a symbol leaves in a 96 px square, summed coverage.
    private func ink(_ name: String, weight: Double, filled: Bool = false) throws -> Int {
        let face = try fonts.symbolFace(weight: weight, filled: filled)
        var canvas = Canvas(width: 96, height: 96, background: .white)
        canvas.fill(try face.symbolPath(named: name, in: Rect(x: 0, y: 0, width: 96, height: 96)), color: .black)
        return canvas.bitmap.pixels.enumerated().reduce(0) { $0 + ($1.offset % 4 == 0 ? 255 - Int($1.element) : 0) }
    }

    @Test func theFaceVariesAlongWeightAndFill() throws {
        let tags = fonts.icons.axes.map(\.tag)
        #expect(Set(tags) == ["FILL", "GRAD", "opsz", "wght"])
        let weight = try #require(fonts.icons.axes.first { $0.tag == "wght" })
        #expect(weight.minimum == 100 && weight.defaultValue == 400 && weight.maximum == 700)
        #expect(fonts.icons.variation["wght"] == 400 && fonts.icons.variation["FILL"] == 0)
    }

    @Test func aHeavierWeightThickensTheStrokes() throws {
        let thin = try ink("settings", weight: 100)
        let regular = try ink("settings", weight: 400)
        let bold = try ink("settings", weight: 700)
        #expect(thin < regular && regular < bold)
        #expect(Double(bold) > Double(regular) * 1.2)
    }

    @Test func weightsPastTheAxisAreClamped() throws {
        let black = try fonts.symbolFace(weight: 900, filled: false)
        #expect(black.variation["wght"] == 700)
        #expect(black === (try fonts.symbolFace(weight: 700, filled: false)))
    }

    @Test func fillingSwapsInTheFilledGlyphAndInksMore() throws {
        let filled = try fonts.symbolFace(weight: 400, filled: true)
        #expect(filled.name(of: filled.symbolGlyph(named: "home")) == "home.fill")
        #expect(fonts.icons.name(of: fonts.icons.symbolGlyph(named: "home")) == "home")
        #expect(try ink("favorite", weight: 400, filled: true) > 2 * ink("favorite", weight: 400))
    }

    @Test func instancesAreSharedAndDistinct() throws {
        let a = try fonts.symbolFace(weight: 600, filled: false)
        let b = try fonts.icons.instance(["wght": 600])
        #expect(a === b)
        #expect(a !== fonts.icons)
        #expect(a.description.contains("wght 600"))
    }

    @Test func anAxisTheFaceLacksIsAnErrorNamingIt() throws {
        let error = #expect(throws: FontError.self) { try fonts.regular.instance(["wght": 700]) }
        #expect(error == .unknownAxis(tag: "wght", path: fonts.regular.path))
        let symbols = #expect(throws: FontError.self) { try fonts.icons.instance(["wdth": 80]) }
        #expect(symbols?.description.contains("'wdth'") == true)
    }

    @Test func decorationMetricsComeFromTheFace() throws {
        // Liberation Sans Regular: post underlinePosition -67 (the stroke's top), underlineThickness
        // 150, so its centre is 142 below the baseline; OS/2 yStrikeoutPosition 530, yStrikeoutSize 102 (fontTools).
        let face = fonts.regular
        #expect(face.underlinePosition == 142 && face.underlineThickness == 150)
        #expect(face.strikeoutPosition == 530 && face.strikeoutThickness == 102)
    }

    @Test func theItalicFacesAreTrueItalics() throws {
        let italic = fonts.font(size: 12, italic: true)
        #expect(italic.slant == 0 && italic.face === fonts.italic)
        #expect(fonts.font(size: 12, bold: true, italic: true).face === fonts.boldItalic)
        #expect(fonts.font(size: 12, monospaced: true).face === fonts.monospaced)
        // Liberation Mono: every glyph advances 1229 units.
        let mono = fonts.font(size: 12, monospaced: true)
        #expect(mono.face.advance(of: mono.glyph(for: "i")) == 1229 && mono.face.advance(of: mono.glyph(for: "W")) == 1229)
    }
}
