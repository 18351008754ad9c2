import Foundation
import Testing
@testable import Raster

private func fonts() throws -> FontSet { try FontSet.bundled() }

/// The pixels of `bitmap` that differ from `background`, as (x, y).
private func touched(_ bitmap: Bitmap, background: RGBA) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap[x, y] != background { result.append((x, y)) }
    }
    return result
}

@Suite("Text drawing")
struct TextDrawingTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func textCoversPixelsOnlyInsideItsBox(scale: Double) throws {
        // Letters whose ink lies within their advance and between descent and ascent (checked
        // with fontTools: no negative left bearing, no right overhang among them).
        let layout = TextLayout("Hello NHS App\nappointments", font: try fonts().font(size: 15), alignment: .center)
        let origin = Point(x: 3.3, y: 2.6)
        var canvas = Canvas(width: Int(130 * scale), height: Int(45 * scale), background: .white)
        canvas.transform = .scale(scale)
        layout.draw(in: &canvas, at: origin, color: .black, cache: GlyphCache(byteLimit: 1 << 20))
        let box = Rect(origin: origin, size: layout.size)
        let pixels = touched(canvas.bitmap, background: .white)
        #expect(pixels.count > 200)
        for (x, y) in pixels {
            // A pixel is touched only if it overlaps the box scaled to device pixels.
            #expect(Double(x + 1) > box.minX * scale && Double(x) < box.maxX * scale, "x \(x)")
            #expect(Double(y + 1) > box.minY * scale && Double(y) < box.maxY * scale, "y \(y)")
        }
    }

    @Test func coldAndWarmCacheDrawTheSameBytes() throws {
        let layout = TextLayout(
            "Gwasanaethau iechyd ŵ ŷ â, AVA 0123", font: try fonts().font(size: 13.7).italic(), maxWidth: 120)
        let cache = GlyphCache(byteLimit: 1 << 20)
        func draw() -> Bitmap {
            var canvas = Canvas(width: 160, height: 60, background: .white)
            canvas.transform = Transform.scale(1.5).translatedBy(x: 0.37, y: 0.81)
            layout.draw(in: &canvas, at: Point(x: 1.13, y: 2.71), color: RGBA(r: 0, g: 94, b: 184), cache: cache)
            return canvas.bitmap
        }
        let cold = draw()
        let rendered = cache.statistics.misses
        let warm = draw()
        #expect(rendered > 0)
        #expect(cache.statistics.misses == rendered, "the second drawing rendered nothing new")
        #expect(cold.pixels == warm.pixels)
        #expect(cold.pixels != Bitmap(width: 160, height: 60, fill: .white).pixels)
    }

    @Test func cachedGlyphsLandWhereTheirOutlinesDo() throws {
        // At positions on whole quarter pixels the cache changes nothing: compositing the cached
        // mask must match filling the glyph outline directly through the canvas transform.
        let font = try fonts().font(size: 16)
        let layout = TextLayout("Kg AVy, Wales ŵ", font: font)
        let origin = Point(x: 2.25, y: 1.5)
        var cached = Canvas(width: 120, height: 30, background: .white)
        layout.draw(in: &cached, at: origin, color: .black, cache: GlyphCache(byteLimit: 1 << 20))
        var filled = Canvas(width: 120, height: 30, background: .white)
        for glyph in layout.lines[0].glyphs {
            let pen = origin + glyph.position
            let snapped = Point(x: (pen.x * 4).rounded() / 4, y: (pen.y * 4).rounded() / 4)
            filled.fill(font.path(of: glyph.glyph, at: snapped), color: .black)
        }
        var largest = 0
        for (a, b) in zip(cached.bitmap.pixels, filled.bitmap.pixels) { largest = max(largest, abs(Int(a) - Int(b))) }
        #expect(largest <= 1)
        #expect(touched(cached.bitmap, background: .white).count > 100)
    }

    @Test func aRotatedCanvasFillsOutlines() throws {
        let layout = TextLayout("NHS", font: try fonts().font(size: 20, bold: true))
        var canvas = Canvas(width: 60, height: 60, background: .white)
        // A quarter turn clockwise about (30, 30): the text runs downwards.
        canvas.transform = Transform.translation(x: -30, y: -30)
            .concatenating(.rotation(Double.pi / 2)).concatenating(.translation(x: 30, y: 30))
        layout.draw(in: &canvas, at: Point(x: 5, y: 5), color: .black)
        let pixels = touched(canvas.bitmap, background: .white)
        #expect(!pixels.isEmpty)
        // The layout box (5, 5)-(5 + w, 5 + h) maps to x in 55 - h...55, y in 5...5 + w.
        for (x, y) in pixels {
            #expect(Double(x) >= 55 - layout.size.height - 1 && x <= 55)
            #expect(y >= 4 && Double(y) <= 5 + layout.size.width + 1)
        }
    }

    @Test func missingGlyphsAreDrawnAsBoxes() throws {
        let font = try fonts().font(size: 20)
        var canvas = Canvas(width: 40, height: 30, background: .white)
        let layout = TextLayout("\u{0378}", font: font)
        layout.draw(in: &canvas, at: .zero, color: .black, cache: GlyphCache(byteLimit: 1 << 20))
        #expect(layout.hasMissingGlyphs)
        // .notdef is an outlined box: its centre stays empty while its edges are inked.
        let box = font.path(of: 0, at: Point(x: 0, y: layout.lines[0].baseline)).controlPointBounds
        #expect(canvas.bitmap[Int(box.midX), Int(box.midY)] == .white)
        #expect(canvas.bitmap[Int(box.midX), Int(box.minY)] != .white)
    }

    @Test func theCacheStaysWithinItsLimit() throws {
        let cache = GlyphCache(byteLimit: 4000)
        let layout = TextLayout("abcdefghijklmnopqrstuvwxyz", font: try fonts().font(size: 24))
        var canvas = Canvas(width: 400, height: 40)
        for x in [0.0, 0.25, 0.5] {
            layout.draw(in: &canvas, at: Point(x: x, y: 0), color: .black, cache: cache)
            #expect(cache.statistics.bytes <= 4000)
        }
        #expect(cache.statistics.misses > cache.statistics.count)
    }

    @Test func drawingFromManyThreadsGivesTheSameBytes() throws {
        let layout = TextLayout("Order a repeat prescription", font: try fonts().font(size: 14.5), maxWidth: 90)
        let cache = GlyphCache(byteLimit: 1 << 20)
        let drawings = Drawings()
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            var canvas = Canvas(width: 100, height: 60, background: .white)
            layout.draw(in: &canvas, at: Point(x: 1.1, y: 0.6), color: .black, cache: cache)
            drawings.append(canvas.bitmap.pixels)
        }
        let all = drawings.all
        #expect(all.count == 6 && Set(all).count == 1)
    }

    @Test func symbolsFitTheirBox() throws {
        let icons = try fonts().icons
        let rect = Rect(x: 10, y: 6, width: 24, height: 30)
        let path = try icons.symbolPath(named: "close", in: rect)
        let bounds = path.controlPointBounds
        // The 24 pt em square sits centred: y from 6 + 3 to 6 + 27.
        #expect(bounds.minX >= rect.minX && bounds.maxX <= rect.maxX)
        #expect(bounds.minY >= rect.minY + 3 && bounds.maxY <= rect.maxY - 3)
        #expect(abs(bounds.midX - rect.midX) < 0.01 && abs(bounds.midY - rect.midY) < 0.01)  // "close" is symmetric
        var canvas = Canvas(width: 44, height: 44, background: .white)
        canvas.fill(path, color: .black)
        #expect(canvas.bitmap[Int(rect.midX), Int(rect.midY)] != .white)  // the X crosses its centre
        let error = #expect(throws: FontError.self) { try icons.symbolPath(named: "no_such_symbol", in: rect) }
        #expect(error == .missingSymbol(name: "no_such_symbol", path: icons.path))
        #expect(error?.description.contains(icons.path) == true)
    }

    private final class Drawings: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[UInt8]] = []
        func append(_ value: [UInt8]) { lock.withLock { values.append(value) } }
        var all: [[UInt8]] { lock.withLock { values } }
    }
}
