// The accessibility settings SwiftUI's environment reports, as a snapshot's settings: all off unless
// a render or a view sets them (`RenderOptions.environment`, `.environment(\.key, value)`).

/// The Bold Text setting, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Bold Text is off: text draws in its own weight.
    case regular
    /// Bold Text is on: text draws heavier (see `Font.Weight.legibilityBold`).
    case bold
}

/// The Increase Contrast setting, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable {
    /// Increase Contrast is off.
    case standard
    /// Increase Contrast is on.
    case increased
}

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue = LegibilityWeight.regular }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// The Reduce Motion setting: false unless set. A snapshot is at rest either way.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The Reduce Transparency setting: false unless set.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// The Differentiate Without Colour setting: false unless set.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// The Smart Invert setting: false unless set (a snapshot draws colours as they are).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// The Bold Text setting: `.regular` unless set; with `.bold` text draws heavier, as iOS draws
    /// it (see `Font.Weight.legibilityBold`). Setting nil sets `.regular`, as SwiftUI's does.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue ?? .regular }
    }

    /// The Increase Contrast setting: `.standard` unless set.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The weight text in `weight` draws in under the Bold Text setting.
    func legibleWeight(_ weight: Font.Weight) -> Font.Weight {
        legibilityWeight == .bold ? weight.legibilityBold : weight
    }
}

extension Font.Weight {
    /// The weight this weight draws in when Bold Text is on: two steps heavier, up to black, so
    /// regular text draws semibold, as iOS's system font does, and a semibold headline heavy. With
    /// the bundled faces semibold and heavier all draw in the bold face.
    public var legibilityBold: Font.Weight {
        Font.Weight(rawValue: min(rawValue + 2, Font.Weight.black.rawValue)) ?? .black
    }
}
