import Raster
import Testing
@testable import SnapUI

@Suite("Color.accentColor and .accentColor(_:)")
struct AccentColorTests {
    private func swatch<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> RGBA {
        try paintRendering(view.frame(width: 20, height: 20), width: 20, scheme: scheme)[10, 10]
    }

    @Test func theAccentColourIsSystemBlueUntilAViewSetsOne() throws {
        #expect(try swatch(Color.accentColor) == resolved(.blue))
        #expect(try swatch(Color.accentColor, scheme: .dark) == resolved(.blue, .dark))
        #expect(try swatch(Color.accentColor.accentColor(.purple)) == resolved(.purple))
        #expect(try swatch(Rectangle().fill(.accentColor).accentColor(.purple), scheme: .dark) == resolved(.purple, .dark))
        // The inner setting wins; nil keeps the inherited one; `.accentColor` there means that one.
        #expect(try swatch(Color.accentColor.accentColor(.orange).accentColor(.purple)) == resolved(.orange))
        #expect(try swatch(Color.accentColor.accentColor(nil).accentColor(.purple)) == resolved(.purple))
        #expect(try swatch(Color.accentColor.accentColor(.accentColor).accentColor(.purple)) == resolved(.purple))
    }

    @Test func itsOpacityFormsFollowTheAccentColourSet() throws {
        let half = try swatch(Color.accentColor.opacity(0.5).accentColor(.purple))
        #expect(near(half, over(resolved(Color.purple.opacity(0.5)), .white)))
    }

    @Test func theTintDoesNotChangeTheAccentColourButDefaultsToIt() throws {
        #expect(try swatch(Color.accentColor.tint(.green)) == resolved(.blue))
        let accented = try renderForTest(Button("Book") {}.padding(20).accentColor(.purple))
        let frame = try #require(textFrame(accented, "Book"))
        #expect(colors(accented, in: frame).contains(resolved(.purple)))
        let tinted = try renderForTest(Button("Book") {}.tint(.green).padding(20).accentColor(.purple))
        let tintedFrame = try #require(textFrame(tinted, "Book"))
        #expect(colors(tinted, in: tintedFrame).contains(resolved(.green)))
        #expect(!colors(tinted, in: tintedFrame).contains(resolved(.purple)))
    }
}
