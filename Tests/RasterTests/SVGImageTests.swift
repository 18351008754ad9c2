@testable import Raster
import Testing

/// The SVG subset vector images in asset catalogues are drawn from.
@Suite struct SVGImageTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func pathDataReadsEachCommandAbsoluteAndRelative() throws {
        let path = try SVGPathData.path("M1 2 l3 4 h1 v-2 C6 1 7 1 8 2 s2 2 3 0 Q12 -1 13 0 t2 0 Z m1,1 2,2")
        #expect(path.elements == [
            .move(p(1, 2)), .line(p(4, 6)), .line(p(5, 6)), .line(p(5, 4)),
            .cubic(control1: p(6, 1), control2: p(7, 1), to: p(8, 2)),
            // S reflects the last control point (7, 1) about (8, 2): (9, 3); relative to (8, 2).
            .cubic(control1: p(9, 3), control2: p(10, 4), to: p(11, 2)),
            .quad(control: p(12, -1), to: p(13, 0)),
            // T reflects (12, -1) about (13, 0): (14, 1).
            .quad(control: p(14, 1), to: p(15, 0)),
            .close,
            // After Z the current point is the subpath's start (1, 2); pairs after a move are lines.
            .move(p(2, 3)), .line(p(4, 5)),
        ])
    }

    @Test func numbersNeedNoSeparatorWhereASignOrSecondPointStartsOne() throws {
        let path = try SVGPathData.path("M.5.5L1-2e1")
        #expect(path.elements == [.move(p(0.5, 0.5)), .line(p(1, -20))])
    }

    @Test func shapesAreFilledOverTheViewBoxStretchedToTheRectangle() throws {
        let svg = try SVGImage("""
            <?xml version="1.0"?>
            <!-- left half red, a blue triangle top right, a green dot -->
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 10 10">
              <title>Test</title>
              <rect x="0" y="0" width="5" height="10" fill="#ff0000"/>
              <g style="fill: #0000ff"><path d="M5 0 H10 V5 Z"/></g>
              <circle cx="7.5" cy="7.5" r="2" fill="rgb(0, 128, 0)"/>
            </svg>
            """)
        #expect(svg.size == Size(width: 20, height: 20))
        var canvas = Canvas(width: 40, height: 40, background: .white)
        svg.draw(in: Rect(x: 0, y: 0, width: 40, height: 40), on: &canvas)
        let image = canvas.bitmap
        #expect(image[5, 20] == RGBA(r: 255, g: 0, b: 0))
        #expect(image[38, 2] == RGBA(r: 0, g: 0, b: 255))
        #expect(image[22, 18] == RGBA.white)
        #expect(image[30, 30] == RGBA(r: 0, g: 128, b: 0))
        // As a template every shape takes the tint.
        var tinted = Canvas(width: 40, height: 40, background: .white)
        svg.draw(in: Rect(x: 0, y: 0, width: 40, height: 40), on: &tinted, tint: RGBA(r: 10, g: 20, b: 30))
        #expect(tinted.bitmap[38, 2] == RGBA(r: 10, g: 20, b: 30))
        #expect(tinted.bitmap[30, 30] == RGBA(r: 10, g: 20, b: 30))
    }

    @Test func transformsAndOpacityApply() throws {
        let svg = try SVGImage("""
            <svg viewBox="0 0 4 4"><g transform="translate(2 0)" opacity="0.5"><rect width="2" height="4" fill="black"/></g></svg>
            """)
        var canvas = Canvas(width: 4, height: 4, background: .white)
        svg.draw(in: Rect(x: 0, y: 0, width: 4, height: 4), on: &canvas)
        #expect(canvas.bitmap[0, 0] == RGBA.white)
        #expect(canvas.bitmap[3, 0] == RGBA(r: 127, g: 127, b: 127))
    }

    @Test func aSymbolTemplatesVariantsAreReadAndTheNearestWeightChosen() throws {
        // No guide lines: each variant's width and cap height come from its shapes.
        let template = try SVGSymbolTemplate("""
            <svg width="3300" height="2200"><g id="Notes"><text>Notes</text></g>
            <g id="Symbols">
              <g id="Ultralight-M" transform="matrix(1 0 0 1 500 1126)"><path d="M0 0 V-50 H40 V0 Z"/></g>
              <g id="Black-M" transform="matrix(1 0 0 1 900 1126)"><path d="M0 0 V-60 H70 V0 Z"/></g>
            </g></svg>
            """)
        let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
        #expect(template.variants.map { "\($0.weight)-\($0.scale) \($0.width) \($0.capHeight)" }
            == ["Ultralight-M 40.0 50.0", "Black-M 70.0 60.0"])
        #expect(template.variant(weight: "Light", scale: "M", weights: weights).weight == "Ultralight")
        #expect(template.variant(weight: "Bold", scale: "L", weights: weights).weight == "Black")
        #expect(throws: SVGError("the file has no <g id=\"Symbols\"> group: export the symbol from the SF Symbols app as a template")) {
            try SVGSymbolTemplate("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0\"/></svg>")
        }
    }

    @Test func whatIsNotDrawnIsAnErrorNamingIt() {
        #expect(throws: SVGError("strokes (stroke=\"#000\") are not drawn by nhs-snap: outline strokes when exporting")) {
            try SVGImage("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0 L1 1\" stroke=\"#000\"/></svg>")
        }
        #expect(throws: SVGError("arc commands (A) in path data are not drawn: convert arcs to curves when exporting")) {
            try SVGImage("<svg viewBox=\"0 0 1 1\"><path d=\"M0 0 A1 1 0 0 1 1 1\"/></svg>")
        }
        #expect(throws: SVGError("<text> is not drawn by nhs-snap (it draws filled path, rect, circle and ellipse elements)")) {
            try SVGImage("<svg viewBox=\"0 0 1 1\"><text>Hi</text></svg>")
        }
        #expect(throws: SVGError("the file's first element is not <svg>")) { try SVGImage("<html></html>") }
    }
}
