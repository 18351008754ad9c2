// Symbols laid out in the symbol font's em squares: the geometry SnapUI's own chrome and the design
// system's icons were measured in, kept apart from iOS's symbol layout (`SymbolGeometry`).

private struct SymbolEmSquaresKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True when the symbols inside are laid out in em squares (see `symbolsInEmSquares()`).
    package var layoutsSymbolsInEmSquares: Bool {
        get { self[SymbolEmSquaresKey.self] }
        set { self[SymbolEmSquaresKey.self] = newValue }
    }
}

extension View {
    /// Lays the symbols inside out in the symbol font's em square, 1.3 times their font's point
    /// size across (0.8 or 1.3 times that at `.imageScale(.small)` or `.large`), the glyph centred
    /// in it as the symbol font draws it, instead of iOS's frame (the glyph's ink). The design
    /// system's icons and SnapUI's bar chrome (the back chevron, the search field's glass, tab
    /// symbols, role buttons) were measured against reference screenshots in these squares.
    package func symbolsInEmSquares() -> some View {
        environment(\.layoutsSymbolsInEmSquares, true)
    }
}
