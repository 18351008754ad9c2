import Foundation
import Raster
import Testing
@testable import SnapUI

/// A resizable symbol stretches its ink to its frame, as iOS stretches a symbol image's content:
/// `Image(systemName: "plus").resizable().frame(width: 18, height: 18)` draws a plus 17.3 points
/// across on iOS (issue 18), where keeping the icon font's em-square padding drew it 10 wide.
@Suite("Resizable symbols")
struct ResizableSymbolTests {
    /// The box, in points, of the pixels darker than white by more than 40 (summed over R, G, B).
    private func inkBox(_ rendering: Rendering) -> Rect? {
        let image = rendering.image, scale = Double(image.width) / rendering.size.width
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard 765 - Int(p.r) - Int(p.g) - Int(p.b) > 40 else { continue }
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x + 1), max($0.3, y + 1)) } ?? (x, y, x + 1, y + 1)
            }
        }
        return box.map {
            Rect(x: Double($0.0) / scale, y: Double($0.1) / scale,
                 width: Double($0.2 - $0.0) / scale, height: Double($0.3 - $0.1) / scale)
        }
    }

    private func render<V: View>(_ view: V) throws -> Rendering {
        var options = RenderOptions(width: 100, scale: 3)
        options.layout = .sizeThatFits
        return try SnapUI.render(view.padding(10), options: options)
    }

    @Test func aResizablePlusFillsItsFrameAsOnIOS() throws {
        let rendering = try render(Image(systemName: "plus").resizable().frame(width: 18, height: 18))
        try writeForLooking(rendering, "resizable-plus")
        let ink = try #require(inkBox(rendering))
        // iOS: 17.3 points of 18; the frame itself is the limit.
        #expect(ink.width >= 17.3 - 0.5 && ink.width <= 18, "ink width \(ink.width)")
        #expect(ink.height >= 17.3 - 0.5 && ink.height <= 18, "ink height \(ink.height)")
        #expect(abs(ink.minX - 10) <= 0.34 && abs(ink.minY - 10) <= 0.34, "ink origin \(ink.origin)")
    }

    @Test func aResizableSymbolStretchesToAFrameOfAnotherShape() throws {
        let rendering = try render(Image(systemName: "plus").resizable().frame(width: 40, height: 20))
        let ink = try #require(inkBox(rendering))
        #expect(ink.width >= 39.5 && ink.width <= 40, "ink width \(ink.width)")
        #expect(ink.height >= 19.5 && ink.height <= 20, "ink height \(ink.height)")
    }

    @Test func scaledToFitKeepsTheInksProportions() throws {
        // chevron.right's ink is taller than wide: fitted to a square it keeps that, its height filling it.
        let rendering = try render(Image(systemName: "chevron.right").resizable().scaledToFit().frame(width: 30, height: 30))
        let ink = try #require(inkBox(rendering))
        #expect(ink.height >= 29.5 && ink.height <= 30, "ink height \(ink.height)")
        #expect(ink.width < ink.height * 0.75, "ink \(ink.size)")
        let icon = try #require(rendering.layout.flatMap { $0.elements(withRole: "icon") }.first)
        #expect(abs(icon.frame.height - 30) < 1e-9 && icon.frame.width < 30 * 0.75, "frame \(icon.frame)")
    }

    @Test func offeredNoSizeItTakesItsInksSizeAtItsFont() throws {
        let fixed = try render(Image(systemName: "plus").font(.system(size: 20)))
        let resizable = try render(Image(systemName: "plus").resizable().font(.system(size: 20)))
        let fixedInk = try #require(inkBox(fixed)), resizableInk = try #require(inkBox(resizable))
        let icon = try #require(resizable.layout.flatMap { $0.elements(withRole: "icon") }.first)
        // The same ink as the symbol at its font, without the em square around it.
        #expect(abs(resizableInk.width - fixedInk.width) <= 0.34 && abs(resizableInk.height - fixedInk.height) <= 0.34)
        #expect(icon.frame.width < 26 && abs(icon.frame.width - resizableInk.width) <= 0.34, "frame \(icon.frame)")
    }
}
