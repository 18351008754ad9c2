/// A vector image from a PDF file's first page, as Xcode keeps a "Preserve Vector Data" PDF in an
/// asset catalogue: its crop box (else media box) is the image, one PDF point an image point, y
/// down, turned by the page's `Rotate`. The page's content is read once (see
/// `PDFContentInterpreter` for the operators drawn: flat-coloured fills, strokes and clips, with
/// form XObjects and alpha) and drawn through the canvas at any scale, as an SVG image is.
/// Anything the page would draw that nhs-snap cannot (shadings, images, text, soft masks) is an
/// error naming it.
public struct PDFImage: Sendable {
    /// The image's size in points (the page's box, its sides swapped when turned a quarter).
    public let size: Size
    /// The page's crop box, in its default user space.
    let box: Rect
    /// The page's `Rotate`: 0, 90, 180 or 270 (clockwise).
    let rotation: Int
    let drawing: [PDFDrawing]

    /// The first page of the PDF file `data`.
    public init(data: [UInt8]) throws(PDFError) {
        let document = try PDFDocument(data)
        let page = try Self.firstPage(of: document)
        func rect(_ key: String) -> Rect? {
            guard let values = page[key].flatMap({ document.resolve($0).array })?.compactMap({ document.resolve($0).number }), values.count == 4
            else { return nil }
            return Rect(x: min(values[0], values[2]), y: min(values[1], values[3]), width: abs(values[2] - values[0]),
                        height: abs(values[3] - values[1]))
        }
        guard let media = rect("MediaBox") else { throw PDFError("the first page has no MediaBox") }
        box = rect("CropBox").map { $0.intersection(media) } ?? media
        guard box.width > 0, box.height > 0 else { throw PDFError("the first page's box is empty") }
        let rotate = (page["Rotate"].flatMap { document.resolve($0).integer } ?? 0) % 360
        rotation = rotate < 0 ? rotate + 360 : rotate
        guard rotation % 90 == 0 else { throw PDFError("the first page's Rotate (\(rotate)) is not a multiple of 90") }
        size = rotation % 180 == 0 ? Size(width: box.width, height: box.height) : Size(width: box.height, height: box.width)

        var content: [UInt8] = []
        let contents: [PDFObject] = switch page["Contents"].map(document.resolve) {
        case .array(let array)?: array
        case let single?: [single]
        case nil: []
        }
        for (index, part) in contents.enumerated() {
            guard case .stream(let stream) = document.resolve(part) else { throw PDFError("the first page's Contents is not a stream") }
            content += try document.decodedData(of: stream, name: "the page's content stream \(index + 1)")
            content.append(10)
        }
        var interpreter = PDFContentInterpreter(document: document)
        try interpreter.run(content, resources: document.dictionary(page["Resources"]) ?? [:])
        drawing = interpreter.drawing
    }

    /// The first page's dictionary, with the attributes it inherits from its page tree filled in.
    private static func firstPage(of document: PDFDocument) throws(PDFError) -> [String: PDFObject] {
        var node = document.dictionary(document.root["Pages"])
        var inherited: [String: PDFObject] = [:]
        for _ in 0..<32 {
            guard let current = node else { break }
            for key in ["Resources", "MediaBox", "CropBox", "Rotate"] { if let value = current[key] { inherited[key] = value } }
            if current["Type"]?.name == "Page" || current["Kids"] == nil { return inherited.merging(current) { _, own in own } }
            node = document.dictionary(document.resolve(current["Kids"] ?? .null).array?.first)
        }
        throw PDFError("the PDF has no page")
    }

    /// Draws the page stretched over `rect` (user space). With `tint`, everything is drawn in
    /// `tint` at its own alpha times the tint's (a template). Nothing outside the page's box is drawn.
    public func draw(in rect: Rect, on canvas: inout Canvas, tint: RGBA? = nil) {
        guard rect.width > 0, rect.height > 0 else { return }
        let (w, h) = (box.width, box.height)
        // The box to its top-left corner, y down; then turned; then stretched over the rectangle.
        let upright = Transform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
        let turn: Transform = switch rotation {
        case 90: Transform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case 180: Transform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case 270: Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        default: .identity
        }
        let toRect = upright.concatenating(turn)
            .concatenating(.scale(x: rect.width / size.width, y: rect.height / size.height))
            .concatenating(.translation(x: rect.minX, y: rect.minY))
        func paint(_ color: RGBA) -> RGBA {
            tint.map { RGBA(r: $0.r, g: $0.g, b: $0.b, a: UInt8((Int(color.a) * Int($0.a) + 127) / 255)) } ?? color
        }
        canvas.save()
        canvas.clip(to: rect)
        for step in drawing {
            switch step {
            case .fill(let path, let color, let rule):
                canvas.fill(path.applying(toRect), color: paint(color), rule: rule)
            case .stroke(let path, var style, let toPage, let color):
                let toUser = toPage.concatenating(toRect)
                let scale = toUser.concatenating(canvas.transform).averageScale
                guard scale > 0, scale.isFinite else { continue }
                if style.width <= 0 { style.width = 1 / scale }
                let outline = Stroker.outline(of: path, style: style, tolerance: Rasterizer.flatteningTolerance / scale)
                canvas.fill(outline.applying(toUser), color: paint(color), rule: .nonZero)
            case .clip(let path, let rule): canvas.clip(to: path.applying(toRect), rule: rule)
            case .save: canvas.save()
            case .restore: canvas.restore()
            case .beginGroup(let opacity): canvas.beginLayer(opacity: opacity)
            case .endGroup: canvas.endLayer()
            }
        }
        canvas.restore()
    }
}
