import Foundation
import Raster

/// Effects that change how a view is drawn, not its layout, made from its geometry by
/// `visualEffect(_:)`, as SwiftUI's `VisualEffect`: `effect.offset(y: proxy.frame(in: .global).minY / 10)`.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect `visualEffect(_:)` starts from: nothing.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// A chain of visual effects, applied in order.
public struct ChainedVisualEffect: VisualEffect {
    enum Step: @unchecked Sendable {
        /// A move, scale or rotation in the view's own coordinates (origin at its top-left), made
        /// for the view's size.
        case geometry(@Sendable (Size) -> ProjectionTransform)
        case opacity(Double)
        case filter(ViewFilter)
        case colorMultiply(Color)
    }

    let steps: [Step]
}

extension VisualEffect {
    private func adding(_ step: ChainedVisualEffect.Step) -> ChainedVisualEffect {
        ChainedVisualEffect(steps: ((self as? ChainedVisualEffect)?.steps ?? []) + [step])
    }

    /// A transform about `anchor` of the view.
    private func about(_ anchor: UnitPoint, _ transform: Transform) -> ChainedVisualEffect {
        adding(.geometry { size in
            let pivot = anchor.point(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
            let about = Transform.translation(x: -pivot.x, y: -pivot.y).concatenating(transform)
                .concatenating(.translation(x: pivot.x, y: pivot.y))
            return ProjectionTransform(Projection(about))
        })
    }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { self.offset(x: offset.width, y: offset.height) }

    /// Moves the view by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { about(.topLeading, .translation(x: x, y: y)) }

    /// Scales the view about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the view by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        about(anchor, .scale(x: x, y: y))
    }

    /// Turns the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        about(anchor, .rotation(angle.radians))
    }

    /// Turns the view in space, in perspective, as `View.rotation3DEffect`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        let rotation = Rotation3D(angle: angle.radians, axis: [axis.x, axis.y, axis.z], anchorZ: anchorZ, perspective: perspective)
        return adding(.geometry { size in
            rotation.projection(size: size, anchor: anchor.point(in: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        })
    }

    /// Draws the view through `transform` of its own coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        adding(.geometry { _ in ProjectionTransform(transform) })
    }

    /// Fades the view.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Blurs the view, as `View.blur(radius:opaque:)`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.filter(.blur(radius: radius, opaque: opaque))) }

    /// Brightens the view, as `View.brightness(_:)`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.filter(.colorMatrix(.brightness(amount)))) }

    /// Changes the view's contrast, as `View.contrast(_:)`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.filter(.colorMatrix(.contrast(amount)))) }

    /// Changes the view's saturation, as `View.saturation(_:)`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.filter(.colorMatrix(.saturation(amount)))) }

    /// Greys the view, as `View.grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.filter(.colorMatrix(.grayscale(amount)))) }

    /// Turns the view's hue, as `View.hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.filter(.colorMatrix(.hueRotation(angle.radians)))) }

    /// Multiplies the view's colours by `color`, as `View.colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}

extension View {
    /// Draws the view with effects made from its geometry: `effect` is given an empty effect and
    /// the view's `GeometryProxy`, and returns the effects to apply. Its layout does not change. As
    /// every effect is drawn at rest, a snapshot shows the effect for the view's resting frame.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        wrapNode { node, environment in
            func steps(_ frame: Rect) -> [ChainedVisualEffect.Step] {
                (effect(EmptyVisualEffect(), GeometryProxy(globalFrame: frame)) as? ChainedVisualEffect)?.steps ?? []
            }
            let layer = VisualEffectLayerNode(child: node, environment: environment, steps: steps)
            return ProjectionEffectNode(child: layer) { frame in
                steps(frame).reduce(ProjectionTransform()) { projection, step in
                    guard case .geometry(let make) = step else { return projection }
                    return projection.concatenating(make(frame.size))
                }
            }
        }
    }
}

/// Draws its child with a visual effect's opacity and filters, made from its frame.
final class VisualEffectLayerNode: WrapperNode {
    let environment: EnvironmentValues
    let steps: (Rect) -> [ChainedVisualEffect.Step]

    init(child: Node, environment: EnvironmentValues, steps: @escaping (Rect) -> [ChainedVisualEffect.Step]) {
        self.environment = environment
        self.steps = steps
        super.init(child: child)
    }

    override var drawingEffect: DrawingEffect {
        var effect = LayerEffect()
        for step in steps(frame) {
            switch step {
            case .geometry: continue
            case .opacity(let opacity): effect.opacity *= opacity
            case .filter(let filter): effect.filters.append(filter)
            case .colorMultiply(let color): effect.filters.append(.colorMatrix(.multiply(color.resolve(in: environment))))
            }
        }
        return .layer(effect)
    }
}
