import Foundation
import Raster
import Testing
@testable import SnapUI
import SnapTestSupport

@Suite("SF Symbols")
struct SymbolTests {
    /// The darkness a view's pixels add up to on white.
    private func ink<V: View>(_ view: V) throws -> Int {
        let image = try renderForTest(view, width: 80, scale: 1).image
        var total = 0
        for y in 0..<image.height { for x in 0..<image.width { total += 255 - Int(image[x, y].r) } }
        return total
    }

    private func icon<V: View>(_ view: V) throws -> LayoutElement {
        try #require(try renderForTest(view).layout.flatMap { $0.elements(withRole: "icon") }.first)
    }

    @Test func atLeastThreeHundredNamesAreBuiltInAndEveryGlyphIsInTheFont() throws {
        let fonts = bundledFonts
        #expect(SymbolTable.builtIn.count >= 300)
        for name in ["phone", "calendar", "clock", "location", "map", "doc", "person", "gear", "bell", "heart",
                     "pills", "cross", "info.circle", "exclamationmark.triangle", "checkmark", "chevron.right",
                     "arrow.left", "magnifyingglass", "envelope", "house"] {
            #expect(SymbolTable.builtIn[name] != nil, "\(name)")
        }
        for (name, glyph) in SymbolTable.builtIn {
            #expect(fonts.icons.glyph(named: glyph) != 0, "\(name) → \(glyph)")
        }
    }

    @Test func fillAndCircleVariantsAreKnownAndDrawFilled() throws {
        #expect(try SymbolTable.entry(for: "heart.fill") == .init(glyphName: "favorite", isFilled: true))
        #expect(try SymbolTable.entry(for: "house.circle.fill") == .init(glyphName: "home", isFilled: true))
        #expect(try SymbolTable.entry(for: "calendar.badge.plus.fill").isFilled)
        let outlined = try ink(Image(systemName: "heart").font(.system(size: 40)))
        let filled = try ink(Image(systemName: "heart.fill").font(.system(size: 40)))
        let variant = try ink(Image(systemName: "heart").font(.system(size: 40)).symbolVariant(.fill))
        #expect(filled > outlined * 2)
        #expect(variant == filled)
    }

    @Test func aHeavierWeightThickensTheStrokes() throws {
        let light = try ink(Image(systemName: "gearshape").font(.system(size: 40)).fontWeight(.ultraLight))
        let regular = try ink(Image(systemName: "gearshape").font(.system(size: 40)))
        let bold = try ink(Image(systemName: "gearshape").font(.system(size: 40, weight: .bold)))
        let headline = try ink(Image(systemName: "gearshape").font(.headline))
        #expect(light < regular && regular < bold)
        // (Both in a stack: a symbol's frame is its ink, so where the root puts it depends on its container.)
        #expect(try ink(VStack { Image(systemName: "gearshape") }.font(.system(size: 40)).bold())
            == ink(VStack { Image(systemName: "gearshape") }.font(.system(size: 40, weight: .bold))))
        #expect(headline > 0)
    }

    @Test func imageScaleAndFontSizeTheSymbol() throws {
        let medium = try icon(HStack { Image(systemName: "bell"); Spacer() }.font(.system(size: 20)))
        let large = try icon(HStack { Image(systemName: "bell"); Spacer() }.font(.system(size: 20)).imageScale(.large))
        // Every glyph is scaled as the circle is: SwiftUI's 127.2% of the point size at large, 99.61% at medium.
        #expect(abs(large.frame.width / medium.frame.width - 1.272 / 0.9961) < 1e-9)
        #expect(abs(large.frame.height / medium.frame.height - 1.272 / 0.9961) < 1e-9)
        let rendered = try icon(Image(systemName: "bell").symbolRenderingMode(.hierarchical))
        #expect(rendered.string("symbol") == "bell")
    }

    @Test func anUnknownNameIsAnErrorThatSaysHowToAddIt() throws {
        let error = #expect(throws: RenderError.self) { try renderForTest(Image(systemName: "magnifyingglas")) }
        let message = error?.description ?? ""
        #expect(message.contains("'magnifyingglas'"))
        #expect(message.contains("nearest known: magnifyingglass"))
        #expect(message.contains("SymbolTable.register(\"magnifyingglas\", materialSymbol:"))
    }

    @Test func usersRegisterNamesFromTheirOwnCode() throws {
        let name = "figure.mind.and.body.test-\(UUID())"
        #expect(throws: UnknownSymbolError.self) { try SymbolTable.entry(for: name) }
        SymbolTable.register(name, materialSymbol: "self_improvement")
        #expect(try SymbolTable.entry(for: name).glyphName == "self_improvement")
        #expect(try icon(Image(systemName: name)).string("symbol") == name)
        // A glyph the font lacks fails the render naming both.
        let broken = "broken.test-\(UUID())"
        SymbolTable.register([broken: "no_such_glyph"])
        let error = #expect(throws: RenderError.self) { try renderForTest(Image(systemName: broken)) }
        #expect(error?.description.contains("'no_such_glyph'") == true)
    }
}
