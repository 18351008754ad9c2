import SnapUI

extension Image {
    /// The symbol at the size whose square is `side` points across, its glyph inside it with the
    /// margins the symbol font draws it with: the components' icons are measured as such squares
    /// (a resizable symbol would stretch its ink to the whole frame instead, as on iOS).
    func symbolSquare(_ side: CGFloat) -> some View {
        font(.system(size: side / Self.squarePerPoint)).symbolsInEmSquares()
    }

    /// A symbol's em square is this many times its font's point size (`symbolsInEmSquares()`).
    private static let squarePerPoint: CGFloat = 1.3
}
