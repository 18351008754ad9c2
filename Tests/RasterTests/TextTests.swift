import Foundation
import Testing
@testable import Raster

/// Font-unit values below were read once from the bundled fonts with fontTools
/// (`TTFont(path)['hhea']`, `['hmtx']`, `['glyf']`, `['kern'].kernTables[0]`) and are the same
/// for Liberation Sans 2 Regular unless marked Bold.
private enum Liberation {
    static let unitsPerEm = 2048
    static let ascender = 1854, descender = 434, lineGap = 67  // hhea (descender is -434)
    static let advanceA = 1366, advanceV = 1366, advanceH = 1479, advanceNotdef = 1536
    static let kerningAV = -152
    static let notdefBox = (xMin: 205, yMin: 0, xMax: 1330, yMax: 1409)
    static let glyphIBox = (xMin: 189, yMin: 0, xMax: 380, yMax: 1409)
}

private func fonts() throws -> FontSet { try FontSet.bundled() }

private let paragraph = """
    The NHS App gives you a simple and secure way to access a range of NHS services. Book and \
    manage appointments, order repeat prescriptions, view your GP health record and register your \
    organ donation decision. Gwasanaethau iechyd ŵ ŷ â for Welsh readers. Supercalifragilisticexpialidocious \
    words are rare but must still wrap without running past the edge.
    """

@Suite("Fonts and faces")
struct FontFaceTests {
    @Test func hheaMetricsAreReadAndScaled() throws {
        let face = try fonts().regular
        #expect(face.unitsPerEm == Liberation.unitsPerEm)
        #expect(face.ascender == Liberation.ascender)
        #expect(face.descender == Liberation.descender)
        #expect(face.lineGap == Liberation.lineGap)
        let font = Font(face: face, size: 17)
        #expect(font.ascent == 1854.0 * 17 / 2048)
        #expect(font.descent == 434.0 * 17 / 2048)
        #expect(font.lineHeight == Double(1854 + 434 + 67) * 17 / 2048)
    }

    @Test func advancesAndKerningAreUnhintedFontUnits() throws {
        let face = try fonts().regular
        let a = face.glyph(for: "A"), v = face.glyph(for: "V")
        #expect(face.advance(of: a) == Liberation.advanceA)
        #expect(face.advance(of: v) == Liberation.advanceV)
        #expect(face.kerning(a, v) == Liberation.kerningAV)
        #expect(face.kerning(a, face.glyph(for: "H")) == 0)
    }

    @Test func kernedPairIsNarrowerThanItsAdvances() throws {
        let font = try fonts().font(size: 20)
        let av = font.width(of: "AV")
        #expect(av < font.width(of: "A") + font.width(of: "V"))
        #expect(av == Double(Liberation.advanceA + Liberation.advanceV + Liberation.kerningAV) * 20 / 2048)
    }

    @Test func widthScalesExactlyWithSize() throws {
        let small = try fonts().font(size: 17)
        let text = "Book an appointment with your GP"
        #expect(small.withSize(34).width(of: text) == 2 * small.width(of: text))
        let ratio = small.withSize(25.5).width(of: text) / small.width(of: text)
        #expect(abs(ratio - 1.5) < 1e-12)
        #expect(small.withSize(18).width(of: text) > small.width(of: text))
    }

    @Test func boldMeasuresWiderThanRegular() throws {
        let set = try fonts()
        let text = "Prescriptions and appointments"
        #expect(set.font(size: 17, bold: true).width(of: text) > set.font(size: 17).width(of: text))
    }

    @Test func italicIsASlantOfTheSameAdvances() throws {
        let regular = try fonts().font(size: 17)
        let italic = regular.italic()
        #expect(abs(italic.slant - tan(12 * Double.pi / 180)) < 1e-15)
        #expect(italic.width(of: "Hello") == regular.width(of: "Hello"))
        // The top of "I" leans right by slant * height; its foot stays put.
        let upright = regular.path(of: regular.glyph(for: "I"), at: .zero).controlPointBounds
        let slanted = italic.path(of: italic.glyph(for: "I"), at: .zero).controlPointBounds
        #expect(abs(slanted.minX - upright.minX) < 1e-9)
        #expect(abs(slanted.maxX - (upright.maxX + italic.slant * upright.height)) < 1e-9)
    }

    @Test func outlinesAreFontUnitsWithYDown() throws {
        let face = try fonts().regular
        let box = face.outline(of: face.glyph(for: "I")).controlPointBounds
        let expected = Liberation.glyphIBox
        #expect(box == Rect(
            x: Double(expected.xMin), y: -Double(expected.yMax),
            width: Double(expected.xMax - expected.xMin), height: Double(expected.yMax - expected.yMin)))
        // TrueType outlines are quadratic: "O" must come out as closed quadratic curves.
        let o = face.outline(of: face.glyph(for: "O")).elements
        #expect(o.contains { if case .quad = $0 { true } else { false } })
        #expect(o.filter { if case .move = $0 { true } else { false } }.count == 2)
        #expect(o.filter { $0 == .close }.count == 2)
        #expect(o.last == .close)
    }

    @Test func missingCharactersAreSetAsTheNotdefBox() throws {
        let font = try fonts().font(size: 16)
        let scale = 16.0 / 2048
        for missing in ["\u{0378}", "😀"] {
            #expect(font.glyph(for: missing.unicodeScalars.first!) == 0)
            #expect(font.hasMissingGlyphs("A" + missing))
            #expect(font.width(of: missing) == Double(Liberation.advanceNotdef) * scale)
            let layout = TextLayout("A\(missing)H", font: font)
            #expect(layout.hasMissingGlyphs)
            #expect(layout.lines[0].glyphs.map(\.glyph) == [font.glyph(for: "A"), 0, font.glyph(for: "H")])
            #expect(layout.size.width == Double(Liberation.advanceA + Liberation.advanceNotdef + Liberation.advanceH) * scale)
        }
        #expect(!font.hasMissingGlyphs("Gwasanaethau iechyd ŵ ŷ â"))
        let box = font.face.outline(of: 0).controlPointBounds
        let notdef = Liberation.notdefBox
        #expect(box == Rect(
            x: Double(notdef.xMin), y: -Double(notdef.yMax),
            width: Double(notdef.xMax - notdef.xMin), height: Double(notdef.yMax - notdef.yMin)))
    }

    @Test func combiningAccentsArePrecomposed() throws {
        let font = try fonts().font(size: 16)
        let decomposed = TextLayout("w\u{0302} y\u{0302} a\u{0302}", font: font)
        let precomposed = TextLayout("ŵ ŷ â", font: font)
        #expect(decomposed.lines == precomposed.lines)
        #expect(!decomposed.hasMissingGlyphs)
        #expect(decomposed.lines[0].glyphs.count == 5)
    }

    @Test func symbolsAreFoundByGlyphName() throws {
        let icons = try fonts().icons
        let close = icons.symbolGlyph(named: "close")
        #expect(close != 0)
        #expect(icons.name(of: close) == "close")
        #expect(icons.unitsPerEm == 960)
        #expect(!icons.outline(of: close).isEmpty)
        #expect(icons.symbolGlyph(named: "no_such_symbol") == 0)
    }

    @Test func facesAreLoadedOncePerPath() throws {
        let folder = FontSet.bundledFolder
        let first = try FontFace.load(path: folder + "/LiberationSans-Regular.ttf")
        let again = try FontFace.load(path: folder + "/../Fonts/./LiberationSans-Regular.ttf")
        #expect(first === again)
    }

    @Test func aMissingFontFileIsAnErrorNamingThePath() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-font-\(UUID()).ttf").path
        let error = #expect(throws: FontError.self) { try FontFace.load(path: path) }
        #expect(error == .fileNotFound(path: path))
        #expect(error?.description.contains(path) == true)
    }

    @Test func aFileThatIsNotAFontIsAnErrorNamingThePath() throws {
        let path = FontSet.bundledFolder + "/Liberation-LICENSE.txt"
        let error = #expect(throws: FontError.self) { try FontFace.load(path: path) }
        guard case .notAFont(let named, _) = error else {
            Issue.record("expected notAFont, got \(String(describing: error))")
            return
        }
        #expect(named == path)
        #expect(error?.description.contains(path) == true)
    }

    @Test func aFolderNamesItsFilesInAManifest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontset-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = URL(fileURLWithPath: FontSet.bundledFolder)
        for (from, to) in [("LiberationSans-Bold.ttf", "Body.ttf"), ("MaterialSymbolsOutlined.ttf", "MaterialSymbolsOutlined.ttf")] {
            try FileManager.default.copyItem(at: bundled.appendingPathComponent(from), to: folder.appendingPathComponent(to))
        }
        try Data(#"{"regular": "Body.ttf", "bold": "Body.ttf"}"#.utf8)
            .write(to: folder.appendingPathComponent(FontSet.manifestName))
        let set = try FontSet(folder: folder.path)
        #expect(set.regular.path.hasSuffix("/Body.ttf"))
        #expect(set.regular === set.bold)
        #expect(set.icons.path.hasSuffix("/MaterialSymbolsOutlined.ttf"))
        #expect(set.regular.advance(of: set.regular.glyph(for: "A")) == 1479)  // Bold's "A", fontTools
        // Italics the folder lacks and the manifest does not name are drawn slanted.
        #expect(set.italic == nil && set.monospaced == nil)
        #expect(set.font(size: 10, italic: true).slant == Font.italicSlant)
        #expect(set.font(size: 10, italic: true).face === set.regular)

        // A role the manifest names must be there.
        try Data(#"{"regular": "Body.ttf", "bold": "Body.ttf", "italic": "Missing.ttf"}"#.utf8)
            .write(to: folder.appendingPathComponent(FontSet.manifestName))
        let missing = #expect(throws: FontError.self) { try FontSet(folder: folder.path) }
        #expect(missing == .fileNotFound(path: folder.appendingPathComponent("Missing.ttf").path))

        // An unknown role is named, with the roles there are.
        try Data(#"{"regular": "Body.ttf", "bolt": "Body.ttf"}"#.utf8)
            .write(to: folder.appendingPathComponent(FontSet.manifestName))
        let unknown = #expect(throws: FontError.self) { try FontSet(folder: folder.path) }
        #expect(unknown?.description.contains("unknown role 'bolt'") == true)

        try Data("{ not json".utf8).write(to: folder.appendingPathComponent(FontSet.manifestName))
        let error = #expect(throws: FontError.self) { try FontSet(folder: folder.path) }
        #expect(error?.description.contains(FontSet.manifestName) == true)
    }

    @Test func aFaceAnswersTheSameFromManyThreads() throws {
        let font = try fonts().font(size: 13)
        let expected = TextLayout(paragraph, font: font, maxWidth: 200).lines
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(TextLayout(paragraph, font: font, maxWidth: 200).lines)
        }
        #expect(results.all.count == 8)
        #expect(results.all.allSatisfy { $0 == expected })
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[TextLayout.Line]] = []
        func append(_ value: [TextLayout.Line]) { lock.withLock { values.append(value) } }
        var all: [[TextLayout.Line]] { lock.withLock { values } }
    }
}
