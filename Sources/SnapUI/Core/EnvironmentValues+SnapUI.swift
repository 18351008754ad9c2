import Raster

// The environment values that SnapUI's own views read.

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct LabelColorKey: EnvironmentKey { static let defaultValue = Color.primary }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct OnOffLabelsKey: EnvironmentKey { static let defaultValue = false }
private struct FontSetKey: EnvironmentKey { static let defaultValue: FontSet? = nil }
private struct BackgroundKey: EnvironmentKey { static let defaultValue = Color(light: "#ffffff", dark: "#000000") }
private struct GroupedBackgroundKey: EnvironmentKey {
    static let defaultValue = Color(light: "#f2f2f7", dark: "#000000")
}
private struct GroupedRowBackgroundKey: EnvironmentKey {
    static let defaultValue = Color(light: "#ffffff", dark: "#1c1c1e")
}

extension EnvironmentValues {
    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The user's preferred text size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The font of text that sets none itself; nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of text and symbols that set none themselves; nil means `labelColor`.
    public var foregroundStyle: Color? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The colour of text, symbols and shapes when no foreground style is set: iOS's label colour
    /// (`.primary`) unless a design system sets its own. Unlike `foregroundStyle`, buttons do not
    /// take it: their labels stay in the tint.
    public var labelColor: Color {
        get { self[LabelColorKey.self] }
        set { self[LabelColorKey.self] = newValue }
    }

    /// The tint of controls (a switch that is on, a button's text); nil means the accent colour.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// False inside a disabled view: controls fade.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// How wrapped lines of text line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// The most lines text may take before it truncates; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The On/Off Labels accessibility setting: switches show I when on and O when off.
    public var accessibilityShowsOnOffLabels: Bool {
        get { self[OnOffLabelsKey.self] }
        set { self[OnOffLabelsKey.self] = newValue }
    }

    /// The fonts text is drawn with, set by the renderer.
    public var fontSet: FontSet? {
        get { self[FontSetKey.self] }
        set { self[FontSetKey.self] = newValue }
    }

    /// The fonts to draw with: views are only resolved inside `render(_:options:)`, which sets them.
    var fonts: FontSet {
        guard let fontSet else { preconditionFailure("a view was resolved outside render(_:options:), without fonts") }
        return fontSet
    }

    /// The background of a screen (iOS's systemBackground unless a design system sets another).
    public var screenBackground: Color {
        get { self[BackgroundKey.self] }
        set { self[BackgroundKey.self] = newValue }
    }

    /// The background behind the sections of a List or Form (iOS's systemGroupedBackground).
    public var groupedBackground: Color {
        get { self[GroupedBackgroundKey.self] }
        set { self[GroupedBackgroundKey.self] = newValue }
    }

    /// The background of a List or Form row (iOS's secondarySystemGroupedBackground).
    public var groupedRowBackground: Color {
        get { self[GroupedRowBackgroundKey.self] }
        set { self[GroupedRowBackgroundKey.self] = newValue }
    }
}
