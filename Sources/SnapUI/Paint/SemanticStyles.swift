import Raster

// The styles that take their colour from the environment: the levels of the foreground (`.primary`
// ... `.quinary`), the foreground itself, the tint, the background and the separator.

/// A level of the foreground style, as SwiftUI's `HierarchicalShapeStyle`: `.primary` is the
/// foreground itself, each further level a fainter form of it.
///
/// Over iOS's own label colour the levels are iOS's label colours (secondaryLabel, tertiaryLabel
/// ...); over any other foreground (a design system's text colour, a tint) each level is the
/// foreground at a lower opacity: 1, 0.5, 0.25, then 0.18, SwiftUI's own factors (as OpenSwiftUI's
/// `SystemColorDefinition.opacity(at:)` records them).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// iOS's label colours, level by level (UIKit's label ... quaternaryLabel, and SwiftUI's quinary).
    static let labelLevels: [Color] = [
        Color.primary, Color.secondary, UIColor.tertiaryLabel.color, UIColor.quaternaryLabel.color,
        Color(light: RGBA(r: 0, g: 0, b: 0, a: 13), dark: RGBA(r: 255, g: 255, b: 255, a: 13)),
    ]
    static let opacities = [1, 0.5, 0.25, 0.18, 0.18]

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        let level = min(max(self.level, 0), 4)
        if (environment.foregroundStyle ?? environment.labelColor) == Color.primary {
            return HierarchicalShapeStyle.labelLevels[level].resolvePaint(in: environment)
        }
        return environment.foregroundPaint.opacity(HierarchicalShapeStyle.opacities[level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style itself.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// The foreground, fainter: for secondary content.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// The foreground, fainter still.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    /// The foreground, faint.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
    /// The foreground at its faintest.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}

/// The foreground style of the environment, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        environment.foregroundPaint
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment (what text and shapes draw with by default).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint of the environment, as SwiftUI's `TintShapeStyle`: what `.tint` set, or the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        (environment.tint ?? .accentColor).resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the environment.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background style of the environment, as SwiftUI's `BackgroundStyle`: what `.backgroundStyle`
/// set, or the screen's background.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        environment.backgroundStyle?.resolvePaint(in: environment) ?? environment.screenBackground.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the environment.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// iOS's separator colour as a style, as SwiftUI's `SeparatorShapeStyle`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        UIColor.separator.color.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// iOS's separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
