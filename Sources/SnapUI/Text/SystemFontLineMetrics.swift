import Raster

/// Whose vertical metrics the system font's lines are set with: iOS's system face's, or the face
/// that draws it.
///
/// SnapUI draws the system font in Liberation Sans, whose lines are 1.150 em tall; iOS's SF Pro's
/// are 1.193 em (its ascender and descender), and iOS sizes text to whole device pixels, so a body
/// line at 17 points is 20.33 tall at 3x where Liberation Sans's is 19.55 (Fidelity.md, rows 70, 71,
/// 87 and 88). A design system that draws in a font of its own sets `.face`, so its text keeps that
/// font's metrics.
///
/// A text style's lines are further apart than one line is tall: iOS sets a paragraph's baselines
/// the style's Dynamic Type leading apart (body at `.medium`: 21 points, where a line is 19.09 tall;
/// Fidelity.md rows 36, 37 and 81), and two texts stacked with the default spacing as far apart as
/// two lines of the lower one (row 40). Fixed and relative sizes have no leading, as
/// `UIFont.systemFont(ofSize:)` has none.
public enum SystemFontLineMetrics: Hashable, Sendable {
    /// SF Pro's ascender (1950 of 2048 units an em) and descender (494), no line gap, a text
    /// style's leading between lines, a text's height rounded up to a device pixel: the system
    /// font's lines are as tall and as far apart as on iOS.
    case sfPro
    /// The drawing face's own hhea ascender, descender and line gap, unrounded.
    case face

    /// The metrics the system font `font` carries at `size`; nil for the face's own.
    func verticalMetrics(of font: Font, at size: DynamicTypeSize) -> VerticalMetrics? {
        guard self == .sfPro else { return nil }
        var metrics = VerticalMetrics.sfPro
        if case .style(let style) = font.size {
            let points = style.pointSize(at: size)
            let pitch = style.baselineToBaseline(at: size) + font.lineLeading.adjustment
            metrics.leading = pitch / points - metrics.ascender - metrics.descender
        }
        return metrics
    }
}

private struct SystemFontLineMetricsKey: EnvironmentKey { static let defaultValue = SystemFontLineMetrics.sfPro }

extension EnvironmentValues {
    /// Whose vertical metrics the system font's lines are set with: SF Pro's (iOS's) unless a design
    /// system that draws in its own font sets `.face`. Custom fonts always keep their own.
    public var systemFontLineMetrics: SystemFontLineMetrics {
        get { self[SystemFontLineMetricsKey.self] }
        set { self[SystemFontLineMetricsKey.self] = newValue }
    }
}
