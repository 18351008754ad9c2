import Raster

// The environment values painting reads: the full foreground style (when it is more than a colour)
// and the background style.

/// The foreground style as `.foregroundStyle` set it, with the colour it was flattened to for
/// text and symbols (`EnvironmentValues.foregroundStyle`).
struct ForegroundPaint: Sendable {
    let paint: SchemePaint
    let flattened: Color
}

private struct ForegroundPaintKey: EnvironmentKey { static let defaultValue: ForegroundPaint? = nil }
private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The foreground style in full (a gradient, say), set with the flattened colour in
    /// `foregroundStyle`; views that set only `foregroundStyle` leave it stale, and a stale one is
    /// ignored (see `foregroundPaint`).
    var foregroundShapeStyle: ForegroundPaint? {
        get { self[ForegroundPaintKey.self] }
        set { self[ForegroundPaintKey.self] = newValue }
    }

    /// What a shape with no style of its own paints with: the foreground style in full when it
    /// is still the one in force, else the foreground colour (or the label colour).
    var foregroundPaint: ShapePaint {
        let flat = foregroundStyle ?? labelColor
        if let full = foregroundShapeStyle, full.flattened == flat { return full.paint.resolve(in: self) }
        return flat.resolvePaint(in: self)
    }

    /// The style `.background` (the `BackgroundStyle`) paints with; nil for the screen's background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
