import Foundation
import Testing
@testable import Raster

/// A picture of text samples for a person to look at, at 1x, 2x and 3x, written only when the
/// environment variable NHS_SNAP_WRITE_TEST_IMAGES is set: to the folder it names, or to
/// `<temporary directory>/nhs-snap-test-images` when it is "1" (`text-samples@2x.png`).
@Suite("Text sample image")
struct TextSampleImageTests {
    static let folder: String? = {
        guard let value = ProcessInfo.processInfo.environment["NHS_SNAP_WRITE_TEST_IMAGES"], !value.isEmpty else {
            return nil
        }
        return value == "1" ? FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-test-images").path : value
    }()

    @Test(.enabled(if: folder != nil), arguments: [1, 2, 3])
    func writeTextSamples(scale: Int) throws {
        let fonts = try FontSet.bundled()
        let ink = RGBA(hex: "#212b32")!, blue = RGBA(hex: "#005eb8")!, grey = RGBA(hex: "#d8dde0")!
        var canvas = Canvas(width: 380 * scale, height: 420 * scale, background: .white)
        canvas.transform = .scale(Double(scale))
        var y = 10.0

        func show(_ layout: TextLayout, color: RGBA = ink, boxed: Bool = false) {
            if boxed {
                let box = Rect(origin: Point(x: 10, y: y), size: layout.size)
                canvas.fill(Path(elements: [
                    .move(Point(x: box.minX, y: box.minY)), .line(Point(x: box.maxX, y: box.minY)),
                    .line(Point(x: box.maxX, y: box.maxY)), .line(Point(x: box.minX, y: box.maxY)), .close,
                ]), color: grey)
            }
            layout.draw(in: &canvas, at: Point(x: 10, y: y), color: color)
            y += layout.size.height + 8
        }

        show(TextLayout("Regular 19: Book a GP appointment", font: fonts.font(size: 19)))
        show(TextLayout("Bold 19: Order a repeat prescription", font: fonts.font(size: 19, bold: true)))
        show(TextLayout("Italic: View your health record", font: fonts.font(size: 16, italic: true)))
        show(TextLayout("Bold italic: Your NHS account", font: fonts.font(size: 16, bold: true, italic: true)), color: blue)
        show(TextLayout(
            "Wrapped to 230 pt: The NHS App gives you a simple and secure way to access a range of NHS services, "
                + "including well-known ones. Supercalifragilisticexpialidocious.",
            font: fonts.font(size: 14), maxWidth: 230, lineSpacing: 2), boxed: true)
        show(TextLayout("Centred lines\nof different\nlengths", font: fonts.font(size: 14), alignment: .center), boxed: true)
        show(TextLayout("Welsh: Gwasanaethau iechyd ŵ ŷ â, w\u{0302} (combining)", font: fonts.font(size: 16)))
        show(TextLayout("Missing: [\u{0378}] [😀] still advances", font: fonts.font(size: 16)))
        show(TextLayout(
            "Truncated to two lines: this text is far too long to fit in the space it has been given here.",
            font: fonts.font(size: 13), maxWidth: 200, lineLimit: 2), boxed: true)
        show(TextLayout("Small 9.5 pt text and kerning: AVATAR Wave To", font: fonts.font(size: 9.5)))

        for (index, icon) in ["close", "home", "chevron_right", "search", "person", "warning", "check_circle"].enumerated() {
            let face = try fonts.symbolFace(weight: 300 + Double(index) * 60, filled: index % 2 == 1)
            canvas.fill(
                try face.symbolPath(named: icon, in: Rect(x: 10 + Double(index) * 34, y: y, width: 24, height: 24)),
                color: index % 2 == 0 ? blue : ink)
        }

        let folder = try #require(Self.folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNG.write(canvas.bitmap, to: URL(fileURLWithPath: folder).appendingPathComponent("text-samples@\(scale)x.png").path)
    }
}
