import Raster

/// Whose vertical metrics the system font's lines are set with: iOS's system face's, or the face
/// that draws it.
///
/// SnapUI draws the system font in Liberation Sans, whose lines are 1.150 em tall; iOS's SF Pro's
/// are 1.193 em (its ascender and descender), and iOS sizes text to whole device pixels, so a body
/// line at 17 points is 20.33 tall at 3x where Liberation Sans's is 19.55 (Fidelity.md, rows 70, 71,
/// 87 and 88). A design system that draws in a font of its own sets `.face`, so its text keeps that
/// font's metrics.
public enum SystemFontLineMetrics: Hashable, Sendable {
    /// SF Pro's ascender (1950 of 2048 units an em) and descender (494), no line gap, a text's
    /// height rounded up to a device pixel: the system font's lines are as tall as on iOS.
    case sfPro
    /// The drawing face's own hhea ascender, descender and line gap, unrounded.
    case face

    /// The metrics the system font's `Raster.Font` carries; nil for the face's own.
    var verticalMetrics: VerticalMetrics? {
        switch self {
        case .sfPro: .sfPro
        case .face: nil
        }
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
