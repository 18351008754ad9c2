import Raster

extension View {
    /// Sets the font of the text inside.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the style of the text, symbols and shapes inside: a colour, a gradient, a level of the
    /// current foreground (`.secondary`), the tint, a material. Shapes paint with the style itself;
    /// text and symbols, which SnapUI draws in one colour, with its representative colour (a
    /// gradient's first).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { environment in
            let paint = style.resolvedPerScheme(in: environment)
            let flattened = paint.representativeColor
            environment.foregroundStyle = flattened
            environment.foregroundShapeStyle = ForegroundPaint(paint: paint, flattened: flattened)
        }
    }

    /// Sets the primary and secondary styles of the views inside, as for multicolour symbols;
    /// SnapUI draws in one colour, so the primary style is the one that shows.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the primary, secondary and tertiary styles of the views inside; the primary shows.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the colour of the text and symbols inside (the older name of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color)
    }

    /// Sets the tint of the controls inside.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// Sets the tint of the controls inside to a style's representative colour (a gradient's first).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment { environment in
            environment.tint = tint.map { $0.resolvedPerScheme(in: environment).representativeColor }
        }
    }

    /// Sets the style that `.background` (the `BackgroundStyle`) paints with inside.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Disables the controls inside: they fade and do not respond.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// Sets how wrapped lines of text inside line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Limits the text inside to `limit` lines, truncating the last.
    public func lineLimit(_ limit: Int?) -> some View {
        environment(\.lineLimit, limit)
    }

    /// Sets the Dynamic Type size for the views inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size of the views inside to at most the range's upper bound.
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
        transformEnvironment { $0.dynamicTypeSize = min($0.dynamicTypeSize, range.upperBound) }
    }
}
