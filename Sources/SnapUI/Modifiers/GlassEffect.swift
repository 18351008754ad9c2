import Foundation
import Raster

/// iOS 26's Liquid Glass material, as SwiftUI's `Glass`: `.regular`, `.clear` (more transparent),
/// `.identity` (no glass), optionally tinted and interactive.
public struct Glass: Hashable, Sendable {
    enum Variant: Hashable, Sendable { case regular, clear, identity }

    let variant: Variant
    let tintColor: Color?

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil) }
    /// Glass that shows more of what is behind it, for over media.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil) }
    /// No glass: the view draws as it is.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil) }

    /// The glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color) }

    /// The glass reacting to touches; at rest it looks the same.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// The shape glass takes when none is given: a capsule, as SwiftUI's default.
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule(style: .circular).path(in: rect) }
}

extension View {
    /// Puts Liquid Glass behind the view in `shape` (a capsule unless given); its layout does not change.
    ///
    /// Apple publishes no numbers for Liquid Glass; at rest SnapUI draws it as the navigation bar's
    /// glass is drawn (its soft shadow of rings growing outwards), with what is behind blurred
    /// (standard deviation 4 points) and made more vivid, veiled with the bar glass colour
    /// (#f7fafb light, #2c3338 dark) at 80% (`.regular`) or 30% (`.clear`), or with the tint at 75%
    /// when tinted, and a 1-point white highlight inside its edge at 50% (light) or 20% (dark), as
    /// the glass's specular rim.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background { GlassBackground(glass: glass, shape: shape) }
    }
}

/// Groups glass shapes so they blend when close (morphing in animations); at rest each draws alone.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { content }
}

/// The glass behind a view, filling its frame.
private struct GlassBackground: PrimitiveView {
    let glass: Glass
    let shape: any Shape

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        guard glass.variant != .identity else { return [] }
        let isLight = environment.colorScheme == .light
        let veil: RGBA = if let tint = glass.tintColor {
            tint.resolve(in: environment).opacity(0.75)
        } else {
            NavigationBarMetrics.glass.resolve(in: environment).opacity(glass.variant == .clear ? 0.3 : 0.8)
        }
        return [GlassNode(shape: shape, veil: veil, shadow: NavigationBarMetrics.shadow.resolve(in: environment),
                          rim: RGBA.white.opacity(isLight ? 0.5 : 0.2))]
    }
}

/// Draws glass in its shape over its frame.
private final class GlassNode: Node {
    let shape: any Shape
    let veil: RGBA
    let shadow: RGBA
    let rim: RGBA

    init(shape: any Shape, veil: RGBA, shadow: RGBA, rim: RGBA) {
        (self.shape, self.veil, self.shadow, self.rim) = (shape, veil, shadow, rim)
        super.init()
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(in canvas: inout Canvas) {
        for ring in stride(from: NavigationBarMetrics.shadowRings, through: 1, by: -1) {
            let grow = Double(ring) * NavigationBarMetrics.shadowRingStep
            canvas.fill(shape.rasterPath(in: frame.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: grow / 2)), color: shadow)
        }
        let outline = shape.rasterPath(in: frame)
        canvas.fillBackdrop(outline, sigma: 4, saturation: Material.saturation)
        canvas.fill(outline, color: veil)
        canvas.stroke(shape.rasterPath(in: frame.insetBy(dx: 0.5, dy: 0.5)), color: rim, style: Raster.StrokeStyle(width: 1))
    }
}
