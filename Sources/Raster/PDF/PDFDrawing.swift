/// What a PDF page's content draws, as steps in the page's default user space (y up), replayed
/// onto a canvas by `PDFImage.draw`.
enum PDFDrawing: Sendable {
    /// A path (page space) filled in a colour.
    case fill(Path, RGBA, FillRule)
    /// A path stroked in its own user space, whose `toPage` maps it to page space (a stroke's
    /// width and dashes are in user space). A width of 0 is the thinnest line: one device pixel.
    case stroke(Path, StrokeStyle, toPage: Transform, RGBA)
    /// The clip narrowed to a path (page space).
    case clip(Path, FillRule)
    /// `q` and `Q`: the clip saved and restored.
    case save, restore
    /// A transparency group drawn apart and composited at an opacity.
    case beginGroup(opacity: Double)
    case endGroup
}
