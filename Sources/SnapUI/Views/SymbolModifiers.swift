// The environment values symbols read, and the modifiers that set them, as SwiftUI's.

/// Variants of a symbol that `.symbolVariant(_:)` asks for: the name with ".circle", ".square",
/// ".slash" or ".fill" added, where the table knows that name (".fill" always draws filled).
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]

    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// These variants and the `fill` variant, as `.circle.fill`.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }

    /// True when the variants ask for a filled symbol.
    public func contains(_ other: SymbolVariants) -> Bool { other.suffixes.allSatisfy(suffixes.contains) }
}

/// How a symbol's layers are coloured. Material Symbols glyphs have one layer, so every mode
/// draws the symbol in the foreground colour (`hierarchical`, `palette` and `multicolor` as
/// `monochrome`).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The variants symbols inside draw in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How symbols inside are coloured (see `SymbolRenderingMode`); nil for the default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// How large symbols inside draw relative to their font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols inside in a variant, such as `.fill`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Sets how symbols inside are coloured (every mode draws in the foreground colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Draws the symbols inside smaller or larger than their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
