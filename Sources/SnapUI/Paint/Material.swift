import Raster

/// A translucent material, as SwiftUI's `Material`: what lies behind is blurred, its colours made
/// more vivid, and the material's tint laid over it, light or dark with the colour scheme.
/// `.background(.ultraThinMaterial)` puts one behind a view.
public struct Material: ShapeStyle, Hashable, Sendable {
    enum Thickness: Hashable, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    let thickness: Thickness

    public static let ultraThin = Material(thickness: .ultraThin)
    public static let thin = Material(thickness: .thin)
    public static let regular = Material(thickness: .regular)
    public static let thick = Material(thickness: .thick)
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of system bars (toolbars, tab bars).
    public static let bar = Material(thickness: .bar)

    public func resolvePaint(in environment: EnvironmentValues) -> ShapePaint {
        let (light, dark) = recipe
        return ShapePaint(.material(ResolvedMaterial(
            sigma: Material.blur, saturation: Material.saturation,
            tint: environment.colorScheme == .light ? light : dark)))
    }

    /// The standard deviation, in points, of every material's blur: strong enough that text
    /// behind is a smudge of its colour, as it is behind iOS's materials.
    static let blur = 20.0
    /// How much more saturated the blurred backdrop is made, as iOS's materials make it.
    static let saturation = 1.8

    /// The tint laid over the blurred backdrop, light and dark. Apple publishes no numbers for its
    /// materials; these follow SwiftUI's own descriptions of each (ultra-thin "mostly
    /// translucent", thin "more translucent than opaque", regular "somewhat translucent", thick
    /// "more opaque than translucent", ultra-thick "mostly opaque"): a white veil in light, iOS's
    /// dark grey #1c1c1e in dark, and for bars the long-standing bar colour #f9f9f9 / #1d1d1d at 94%.
    private var recipe: (light: RGBA, dark: RGBA) {
        func veil(_ white: UInt8, _ opacity: Double) -> RGBA { RGBA(r: white, g: white, b: white).opacity(opacity) }
        let darkGrey = RGBA(r: 28, g: 28, b: 30)
        return switch thickness {
        case .ultraThin: (veil(255, 0.35), darkGrey.opacity(0.45))
        case .thin: (veil(255, 0.55), darkGrey.opacity(0.6))
        case .regular: (veil(248, 0.72), darkGrey.opacity(0.72))
        case .thick: (veil(242, 0.84), darkGrey.opacity(0.84))
        case .ultraThick: (veil(238, 0.93), darkGrey.opacity(0.93))
        case .bar: (veil(249, 0.94), RGBA(r: 29, g: 29, b: 29).opacity(0.94))
        }
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { Material.ultraThin }
    /// A material more translucent than opaque.
    public static var thinMaterial: Material { Material.thin }
    /// A somewhat translucent material.
    public static var regularMaterial: Material { Material.regular }
    /// A material more opaque than translucent.
    public static var thickMaterial: Material { Material.thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { Material.ultraThick }
    /// The material of system bars.
    public static var bar: Material { Material.bar }
}

/// A material's recipe in one colour scheme.
struct ResolvedMaterial: Sendable {
    /// The blur's standard deviation in points.
    var sigma: Double
    var saturation: Double
    var tint: RGBA
    /// The whole material's opacity, from `.opacity` on the style.
    var opacity = 1.0

    /// Fills `path` with the material: the backdrop blurred and saturated, then the tint.
    func fill(_ path: Raster.Path, rule: FillRule, on canvas: inout Canvas) {
        guard opacity > 0 else { return }
        let faded = opacity < 1
        if faded { canvas.beginLayer(opacity: opacity) }
        canvas.fillBackdrop(path, sigma: sigma, saturation: saturation, rule: rule)
        canvas.fill(path, color: tint, rule: rule)
        if faded { canvas.endLayer() }
    }
}
