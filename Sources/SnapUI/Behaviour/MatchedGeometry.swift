import Foundation
import Raster

/// A namespace for matched geometry and rotor entries, as SwiftUI's `@Namespace`: each property is
/// its own namespace, shared by the copies of its view.
@propertyWrapper
public struct Namespace: DynamicProperty {
    private let id = ID()

    public init() {}

    public var wrappedValue: ID { id }

    /// Takes nothing from the environment.
    public func install(_ environment: EnvironmentValues) {}

    /// A namespace's identity, which `matchedGeometryEffect(id:in:)` groups views in.
    public struct ID: Hashable, Sendable {
        let sources = MatchedGeometrySources()

        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.sources === rhs.sources }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(sources)) }
    }
}

/// Where each source of a namespace's matched geometry was last placed.
final class MatchedGeometrySources: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [AnyHashable: Rect] = [:]

    subscript(id: AnyHashable) -> Rect? {
        get { lock.withLock { frames[id] } }
        set { lock.withLock { frames[id] = newValue } }
    }
}

/// Which parts of the source's geometry a matched view takes, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The source's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The source's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Groups this view with the others of `id` in `namespace`: at rest, as SwiftUI draws it when no
    /// change is animating, a source (`isSource`, the default) is where its layout puts it, and a view
    /// that is not a source takes the `properties` of the source's frame (its `anchor` point, its size),
    /// keeping its own place in its parent's layout.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        wrapNode {
            MatchedGeometryNode(
                child: $0, id: AnyHashable(id), sources: namespace.sources, properties: properties, anchor: anchor,
                isSource: isSource)
        }
    }
}

/// Records a source's frame, or places its child at the frame its source was placed in.
final class MatchedGeometryNode: WrapperNode {
    let id: AnyHashable
    let sources: MatchedGeometrySources
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    init(
        child: Node, id: AnyHashable, sources: MatchedGeometrySources, properties: MatchedGeometryProperties,
        anchor: UnitPoint, isSource: Bool
    ) {
        self.id = id
        self.sources = sources
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        super.init(child: child)
    }

    override func childFrame(in bounds: Rect) -> Rect {
        if isSource {
            // Placing (not asked for a guide): the source is here.
            if bounds == frame { sources[id] = bounds }
            return bounds
        }
        guard let source = sources[id] else { return bounds }
        let size = properties.contains(.size) ? source.size : bounds.size
        let point = anchor.point(in: properties.contains(.position) ? source : bounds)
        let offset = anchor.point(in: Rect(origin: .zero, size: size))
        return Rect(x: point.x - offset.x, y: point.y - offset.y, width: size.width, height: size.height)
    }

    /// A view matched to a source placed after it (later in its parent) is placed again at the
    /// source's frame before it is drawn.
    override func drawContent(in canvas: inout Canvas) {
        let matched = childFrame(in: frame)
        if !isSource, child.frame != matched { child.place(in: matched) }
        drawChildren(in: &canvas)
    }
}
