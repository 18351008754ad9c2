import Foundation
@testable import Raster
import Testing

/// PDF vector images: the file read, the page's operators drawn, and what is not drawn named.
@Suite struct PDFImageTests {
    private let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255)

    /// The image drawn over a `side` x `side` canvas on white.
    private func draw(_ image: PDFImage, side: Int = 40, tint: RGBA? = nil) -> Bitmap {
        var canvas = Canvas(width: side, height: side, background: .white)
        image.draw(in: Rect(x: 0, y: 0, width: Double(side), height: Double(side)), on: &canvas, tint: tint)
        return canvas.bitmap
    }

    private func image(_ content: String, _ file: PDFTestFile = PDFTestFile()) throws -> PDFImage {
        try PDFImage(data: file.bytes(content: content))
    }

    /// The error reading `content` gives.
    private func error(_ content: String, _ file: PDFTestFile = PDFTestFile()) -> String {
        do {
            _ = try PDFImage(data: file.bytes(content: content))
            return "no error"
        } catch {
            return error.reason
        }
    }

    @Test func pathsAreFilledWithYUpOverTheRectangle() throws {
        // A red rectangle over the bottom half of the page (PDF's y grows upwards), a blue one top right.
        let pdf = try image("1 0 0 rg 0 0 10 5 re f 0 0 1 rg 5 5 m 10 5 l 10 10 l 5 10 l h f")
        #expect(pdf.size == Size(width: 10, height: 10))
        let bitmap = draw(pdf)
        #expect(bitmap[5, 35] == red && bitmap[35, 35] == red)
        #expect(bitmap[35, 5] == blue)
        #expect(bitmap[5, 5] == .white)
    }

    @Test func flateContentAndColourSpacesAreRead() throws {
        var file = PDFTestFile()
        file.compressed = true
        file.resources = "/ColorSpace << /Cs1 5 0 R >>"
        file.objects = ["[/ICCBased 6 0 R]", "<< /N 3 /Length 0 >>\nstream\n\nendstream"]
        // CMYK 0 1 1 0 is red; the ICC-based space is read as RGB; 0.5 grey.
        let bitmap = draw(try image("0 1 1 0 k 0 0 10 5 re f /Cs1 cs 0 0 1 scn 0 5 5 5 re f 0.5 g 5 5 5 5 re f", file))
        #expect(bitmap[5, 35] == red)
        #expect(bitmap[5, 5] == blue)
        #expect(bitmap[35, 5] == RGBA(r: 128, g: 128, b: 128))
    }

    @Test func strokesHaveTheirWidthCapsAndDashesInUserSpace() throws {
        // A horizontal line 2 points wide across the middle, in user space scaled by 2 (so 4 wide
        // on the page, 16 pixels on the canvas), butt caps, from x = 1 to 4 user units.
        let pdf = try image("q 2 0 0 2 0 0 cm 0 0 1 RG 2 w 1 2.5 m 4 2.5 l S Q")
        let bitmap = draw(pdf)
        // The page's y = 5 (middle) is canvas y = 20; the stroke covers y 12...28, x 8...32.
        #expect(bitmap[20, 13] == blue && bitmap[20, 27] == blue)
        #expect(bitmap[20, 11] == .white && bitmap[20, 29] == .white)
        #expect(bitmap[9, 20] == blue && bitmap[7, 20] == .white && bitmap[33, 20] == .white)
        // Dashes of 2 on, 2 off along a line from x = 0: on 0...2, off 2...4, on 4...6 (canvas x 0...8, 16...24).
        let dashed = draw(try image("0 0 1 RG 2 w [2 2] 0 d 0 5 m 10 5 l S"))
        #expect(dashed[4, 20] == blue && dashed[12, 20] == .white && dashed[20, 20] == blue)
        // Round caps reach half the width past the end.
        let capped = draw(try image("0 0 1 RG 2 w 1 J 2 5 m 8 5 l S"))
        #expect(capped[5, 20] == blue && capped[2, 20] == .white)
    }

    @Test func clipsLimitWhatFollowsUntilRestored() throws {
        // Clip to the left half, fill the whole page red; after Q, a blue square top right is not clipped.
        let bitmap = draw(try image("q 0 0 5 10 re W n 1 0 0 rg 0 0 10 10 re f Q 0 0 1 rg 6 6 4 4 re f"))
        #expect(bitmap[5, 30] == red && bitmap[30, 30] == .white)
        #expect(bitmap[35, 5] == blue)
    }

    @Test func extGStateAlphaFadesFillsAndStrokes() throws {
        var file = PDFTestFile()
        file.resources = "/ExtGState << /Half 5 0 R >>"
        file.objects = ["<< /Type /ExtGState /ca 0.5 /CA 0.5 >>"]
        let bitmap = draw(try image("/Half gs 0 g 0 0 10 10 re f", file))
        #expect(bitmap[20, 20] == RGBA(r: 127, g: 127, b: 127))
    }

    @Test func aFadedTransparencyGroupIsCompositedAsAWhole() throws {
        var file = PDFTestFile()
        file.resources = "/ExtGState << /Half 5 0 R >> /XObject << /Fm1 6 0 R >>"
        let form = "0 g 0 0 6 10 re f 4 0 6 10 re f"
        file.objects = [
            "<< /ca 0.5 >>",
            "<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Matrix [1 0 0 1 0 0] /Group << /S /Transparency >> /Length \(form.utf8.count) >>\nstream\n\(form)\nendstream",
        ]
        let bitmap = draw(try image("/Half gs /Fm1 Do", file))
        // Where the two rectangles overlap the group is no darker: the group is faded once.
        #expect(bitmap[5, 20] == RGBA(r: 127, g: 127, b: 127))
        #expect(bitmap[20, 20] == RGBA(r: 127, g: 127, b: 127))
    }

    @Test func aFormIsDrawnUnderItsMatrixAndClippedToItsBox() throws {
        var file = PDFTestFile()
        file.resources = "/XObject << /Fm1 5 0 R >>"
        let form = "1 0 0 rg 0 0 10 10 re f"
        file.objects = ["<< /Subtype /Form /BBox [0 0 5 5] /Matrix [1 0 0 1 5 0] /Length \(form.utf8.count) >>\nstream\n\(form)\nendstream"]
        let bitmap = draw(try image("/Fm1 Do", file))
        // The form's 5 x 5 box moved right by 5: the bottom-right quarter of the page.
        #expect(bitmap[30, 30] == red && bitmap[10, 30] == .white && bitmap[30, 10] == .white)
    }

    @Test func theCropBoxAndRotateSetTheImage() throws {
        var file = PDFTestFile()
        file.mediaBox = "[0 0 20 10]"
        file.pageEntries = "/CropBox [10 0 20 10]"
        // Red on the media box's left half (cropped away), blue on its right.
        let cropped = try image("1 0 0 rg 0 0 10 10 re f 0 0 1 rg 10 0 10 10 re f", file)
        #expect(cropped.size == Size(width: 10, height: 10))
        #expect(draw(cropped)[20, 20] == blue)
        var turned = PDFTestFile()
        turned.mediaBox = "[0 0 20 10]"
        turned.pageEntries = "/Rotate 90"
        // Turned a quarter clockwise, the page's left half (red) is on top.
        let rotated = try image("1 0 0 rg 0 0 10 10 re f 0 0 1 rg 10 0 10 10 re f", turned)
        #expect(rotated.size == Size(width: 10, height: 20))
        var canvas = Canvas(width: 10, height: 20, background: .white)
        rotated.draw(in: Rect(x: 0, y: 0, width: 10, height: 20), on: &canvas)
        #expect(canvas.bitmap[5, 5] == red && canvas.bitmap[5, 15] == blue)
    }

    @Test func aTemplateDrawsEverythingInTheTint() throws {
        let bitmap = draw(try image("1 0 0 rg 0 0 10 5 re f 0 0 1 RG 1 w 0 8 m 10 8 l S"), tint: RGBA(r: 10, g: 20, b: 30))
        #expect(bitmap[5, 35] == RGBA(r: 10, g: 20, b: 30))
        #expect(bitmap[20, 8] == RGBA(r: 10, g: 20, b: 30))
    }

    @Test func theSameIconAsSVGAndAsPDFDrawsTheSamePixels() throws {
        // A ring (even-odd, cubic curves) and a faded bar, in SVG's y-down units and PDF's y-up.
        let svg = try SVGImage("""
            <svg width="24" height="24" viewBox="0 0 24 24">
              <path fill-rule="evenodd" fill="#005eb8" d="M12 2C17.5 2 22 6.5 22 12C22 17.5 17.5 22 12 22C6.5 22 2 17.5 2 12C2 6.5 6.5 2 12 2Z\
            M12 6C8.7 6 6 8.7 6 12C6 15.3 8.7 18 12 18C15.3 18 18 15.3 18 12C18 8.7 15.3 6 12 6Z"/>
              <path fill="#da291c" fill-opacity="0.5" d="M3 10.5H21V13.5H3Z"/>
            </svg>
            """)
        var file = PDFTestFile()
        file.mediaBox = "[0 0 24 24]"
        file.resources = "/ExtGState << /Half 5 0 R >>"
        file.objects = ["<< /ca 0.5 >>"]
        let pdf = try image("""
            0 0.368627 0.721569 rg 12 22 m 17.5 22 22 17.5 22 12 c 22 6.5 17.5 2 12 2 c 6.5 2 2 6.5 2 12 c 2 17.5 6.5 22 12 22 c h
            12 18 m 8.7 18 6 15.3 6 12 c 6 8.7 8.7 6 12 6 c 15.3 6 18 8.7 18 12 c 18 15.3 15.3 18 12 18 c h f*
            /Half gs 0.854902 0.160784 0.109804 rg 3 13.5 m 21 13.5 l 21 10.5 l 3 10.5 l h f
            """, file)
        for scale in [1.0, 2.0, 3.0] {
            let side = Int(24 * scale)
            var a = Canvas(width: side, height: side, background: .white), b = a
            svg.draw(in: Rect(x: 0, y: 0, width: 24 * scale, height: 24 * scale), on: &a)
            pdf.draw(in: Rect(x: 0, y: 0, width: 24 * scale, height: 24 * scale), on: &b)
            #expect(a.bitmap == b.bitmap, "at \(scale)x")
        }
    }

    @Test func objectsInAnObjectStreamAreFound() throws {
        // The catalogue and the page are compressed into object stream 5 (PDF 1.5), as some exporters write
        // them, and the content's length is an indirect object written after it, as Quartz writes it.
        let catalogue = "<< /Type /Catalog /Pages 2 0 R >>"
        let page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R >>"
        let header = "1 0 3 \(catalogue.utf8.count + 1) "
        let objects = header + catalogue + " " + page
        let content = "1 0 0 rg 0 0 10 10 re f"
        let file = """
            %PDF-1.5
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            4 0 obj << /Length 7 0 R >> stream
            \(content)
            endstream endobj
            7 0 obj \(content.utf8.count) endobj
            5 0 obj << /Type /ObjStm /N 2 /First \(header.utf8.count) /Length \(objects.utf8.count) >> stream
            \(objects)
            endstream endobj
            6 0 obj << /Type /XRef /Root 1 0 R /Size 7 /W [1 2 1] /Length 0 >> stream

            endstream endobj
            %%EOF
            """
        let pdf = try PDFImage(data: Array(file.utf8))
        #expect(pdf.size == Size(width: 10, height: 10))
        #expect(draw(pdf)[20, 20] == red)
    }

    @Test func whatIsNotDrawnIsAnErrorNamingIt() {
        #expect(error("BT /F1 12 Tf (Hi) Tj ET").hasPrefix("the PDF draws text (the operator 'Tj')"))
        #expect(error("/Sh1 sh").hasPrefix("the PDF draws a shading (the operator 'sh')"))
        #expect(error("0 0 m 1 1 l foo") == "unknown operator 'foo' in the PDF's content")
        #expect(error("0 0 m 1 1 l BX foo EX f") == "no error")
        #expect(error("1 2 re f") == "the operator 're' takes 4 numbers")
        var file = PDFTestFile()
        file.resources = "/XObject << /Im1 5 0 R >>"
        file.objects = ["<< /Subtype /Image /Width 1 /Height 1 /Length 3 >>\nstream\nabc\nendstream"]
        #expect(error("/Im1 Do", file).hasPrefix("the PDF draws an image ('Do' of the image XObject /Im1)"))
        var masked = PDFTestFile()
        masked.resources = "/ExtGState << /M 5 0 R >>"
        masked.objects = ["<< /SMask << /S /Alpha >> >>"]
        #expect(error("/M gs", masked) == "the graphics state /M has a soft mask (SMask), which nhs-snap does not draw")
        var encrypted = PDFTestFile()
        encrypted.trailerEntries = "/Encrypt << /Filter /Standard >>"
        #expect(error("", encrypted).hasPrefix("the PDF is encrypted"))
    }

    @Test func badFilesAreErrorsSayingWhy() {
        #expect(throws: PDFError("not a PDF file (it does not begin '%PDF-')")) { try PDFImage(data: Array("<svg/>".utf8)) }
        #expect(throws: PDFError("the PDF has no document catalogue (no trailer Root and no /Type /Catalog object)")) {
            try PDFImage(data: Array("%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n".utf8))
        }
        var corrupt = PDFTestFile().bytes(content: "0 0 1 1 re f")
        // The content stream claims FlateDecode but holds plain text.
        let text = String(decoding: corrupt, as: UTF8.self).replacingOccurrences(of: "/Length 12 >>", with: "/Length 12 /Filter /FlateDecode >>")
        corrupt = Array(text.utf8)
        #expect(throws: PDFError("the page's content stream 1 is corrupt (its FlateDecode data does not inflate)")) { try PDFImage(data: corrupt) }
        var lzw = PDFTestFile()
        lzw.objects = []
        let lzwText = String(decoding: lzw.bytes(content: "x"), as: UTF8.self).replacingOccurrences(of: "/Length 1 >>", with: "/Length 1 /Filter /LZWDecode >>")
        #expect(throws: PDFError("the page's content stream 1 is encoded with /LZWDecode, which nhs-snap does not read (it reads FlateDecode)")) {
            try PDFImage(data: Array(lzwText.utf8))
        }
    }
}
