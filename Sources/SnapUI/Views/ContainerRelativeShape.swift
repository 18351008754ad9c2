import Foundation
import Raster

/// The shape of the container a view is in, inset to the view's frame, as SwiftUI's
/// `ContainerRelativeShape`: inside `.containerShape(RoundedRectangle(cornerRadius: 20))` (as a
/// widget's background is), a view 8 points in from the container's edges is a rounded rectangle
/// of radius 12, concentric with it. Where no container sets a shape (an app's screens, as on iOS)
/// it is a rectangle.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0

    public init() {}

    /// A rectangle (the shape with no container); inside a container shape, SnapUI draws the
    /// container's shape instead (see `ShapeView`).
    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// Sets the shape `ContainerRelativeShape`s inside this view take, inset to their frames.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        ContainerShapeView(content: self, shape: shape)
    }
}

/// A container's shape and the node whose frame it fills.
final class ContainerShapeBox: @unchecked Sendable {
    let shape: any InsettableShape
    weak var node: Node?

    init(shape: any InsettableShape) {
        self.shape = shape
    }

    /// The container's shape inset to `rect`, by the least distance between `rect` and the
    /// container's frame: a rounded rectangle keeps its centres of curvature (its radius less the
    /// inset), a rectangle, circle, ellipse or capsule stays one, and another shape is its own
    /// `inset(by:)` drawn round `rect`.
    func path(in rect: CGRect) -> Path {
        guard let frame = node?.frame else { return Path(rect) }
        let r = Rect(rect)
        let inset = max(0, min(r.minX - frame.minX, r.minY - frame.minY, frame.maxX - r.maxX, frame.maxY - r.maxY))
        switch shape {
        case let rounded as RoundedRectangle:
            return RoundedRectangle(cornerRadius: max(rounded.cornerRadius - inset, 0), style: rounded.style).path(in: rect)
        case let uneven as UnevenRoundedRectangle:
            let c = uneven.cornerRadii
            let radii = RectangleCornerRadii(
                topLeading: max(c.topLeading - inset, 0), bottomLeading: max(c.bottomLeading - inset, 0),
                bottomTrailing: max(c.bottomTrailing - inset, 0), topTrailing: max(c.topTrailing - inset, 0))
            return UnevenRoundedRectangle(cornerRadii: radii, style: uneven.style).path(in: rect)
        case is Rectangle, is Circle, is Ellipse, is Capsule, is ContainerRelativeShape:
            return shape.path(in: rect)
        default:
            return shape.inset(by: inset).path(in: rect.insetBy(dx: -inset, dy: -inset))
        }
    }
}

private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: ContainerShapeBox? = nil
}

extension EnvironmentValues {
    /// The shape the nearest `.containerShape` set, for `ContainerRelativeShape`s inside it.
    var containerShape: ContainerShapeBox? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

/// Sets its content's container shape, filling the content's frame.
private struct ContainerShapeView<Content: View, ContainerShape: InsettableShape>: PrimitiveView {
    let content: Content
    let shape: ContainerShape

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        let box = ContainerShapeBox(shape: shape)
        var inner = environment
        inner.containerShape = box
        let node = ContainerShapeNode(child: makeNode(content, in: inner))
        box.node = node
        return [node]
    }
}

/// The container whose frame a container shape fills.
final class ContainerShapeNode: WrapperNode {}

/// A container-relative shape resolved against the container round it.
struct ResolvedContainerRelativeShape: Shape {
    let box: ContainerShapeBox

    func path(in rect: CGRect) -> Path { box.path(in: rect) }
}
