import Raster

/// What an image set's file holds: pixels, or shapes drawn at any scale.
enum AssetImageContent: Sendable {
    case bitmap(Bitmap)
    case vector(SVGImage)
    case pdf(PDFImage)

    /// The size in points of the file chosen at `scale` (nil: a single-scale set's, drawn as 1x): a
    /// bitmap's pixels over its scale, a vector's own size (an SVG's width and height, a PDF page's box).
    func size(scale: Double?) -> Size {
        switch self {
        case .bitmap(let bitmap):
            let scale = scale ?? 1
            return Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        case .vector(let image):
            return image.size
        case .pdf(let image):
            return image.size
        }
    }

    /// Draws it stretched over `rect`; as a template in `tint` when given.
    func draw(in rect: Rect, on canvas: inout Canvas, tint: RGBA?) {
        switch self {
        case .bitmap(let bitmap): canvas.draw(bitmap, in: rect, tint: tint)
        case .vector(let image): image.draw(in: rect, on: &canvas, tint: tint)
        case .pdf(let image): image.draw(in: rect, on: &canvas, tint: tint)
        }
    }
}
