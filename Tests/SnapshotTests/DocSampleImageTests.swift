import Raster
import Testing
@testable import Snapshot

/// A documentation image of a screen is cut to what the screen shows: its content drawn at the top,
/// or centred below plain background as iOS places a root that does not fill the screen.
@Suite struct DocSampleImageTests {
    private let background = RGBA(r: 240, g: 244, b: 245), ink = RGBA(r: 0, g: 94, b: 184)

    /// A bitmap 4 pixels wide whose rows are `rows`' colours, top to bottom.
    private func bitmap(_ rows: [RGBA]) -> Bitmap {
        Bitmap(width: 4, height: rows.count, pixels: rows.flatMap { colour in Array(repeating: [colour.r, colour.g, colour.b, colour.a], count: 4).flatMap { $0 } })!
    }

    @Test func contentAtTheTopIsCutBelowIt() {
        let content = bitmap([background, ink, ink])
        let screen = bitmap([background, ink, ink] + Array(repeating: background, count: 7))
        #expect(DocSampleImage.fitted(screen: screen, content: content) == content)
    }

    @Test func contentCentredBelowPlainBackgroundIsCutToIt() {
        let content = bitmap([background, ink, ink, background])
        let screen = bitmap(Array(repeating: background, count: 5) + [ink, ink] + Array(repeating: background, count: 5))
        #expect(DocSampleImage.fitted(screen: screen, content: content) == content)
    }

    @Test func aScreenWithSomethingAboveItsCentredContentIsKept() {
        let bar = RGBA(r: 255, g: 255, b: 255)
        let content = bitmap([bar, ink])
        let screen = bitmap([bar] + Array(repeating: background, count: 4) + [ink] + Array(repeating: background, count: 4))
        #expect(DocSampleImage.fitted(screen: screen, content: content) == screen)
    }

    @Test func aScreenWhoseLastRowIsNotPlainIsKept() {
        // Something pinned to the bottom: the last row's first pixel is ink.
        let content = bitmap([ink])
        var pixels = bitmap([ink, background, background, background]).pixels
        pixels.replaceSubrange((3 * 16)..<(3 * 16 + 4), with: [ink.r, ink.g, ink.b, ink.a])
        let screen = Bitmap(width: 4, height: 4, pixels: pixels)!
        #expect(DocSampleImage.fitted(screen: screen, content: content) == screen)
    }
}
