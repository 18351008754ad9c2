// Reading a view's laid-out geometry into state, as SwiftUI's `onGeometryChange`. SwiftUI calls the
// action when the view first appears with its laid-out value, and the screen redraws with what the
// action changed. A snapshot does the same once: the action is called when the view is placed, and
// if any was, the render lays the view out a second time, so state the action set shows.
//
// The second layout re-makes the rendered view from its value: state it owns (its `@State`, an
// observable object it holds) keeps what the action set. A `@State` of a view made inside another's
// body is made anew, as it is each time SnapUI resolves a body, and shows its initial value.

import Foundation
import Raster
import Synchronization

/// Whether a geometry-change action ran during a render's layout, so the render lays out again.
final class GeometryChangeLog: Sendable {
    private let fired = Mutex(false)

    /// True once an action has run.
    var hasFired: Bool { fired.withLock { $0 } }

    /// Notes that an action ran.
    func noteAction() { fired.withLock { $0 = true } }
}

private struct GeometryChangeLogKey: EnvironmentKey {
    static let defaultValue: GeometryChangeLog? = nil
}

extension EnvironmentValues {
    /// Where the render learns that a geometry-change action ran (nil outside a render).
    var geometryChangeLog: GeometryChangeLog? {
        get { self[GeometryChangeLogKey.self] }
        set { self[GeometryChangeLogKey.self] = newValue }
    }
}

extension View {
    /// Calls `action` with the value `transform` reads from the view's geometry once it is laid out.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        wrapNode { node, environment in
            GeometryChangeNode(child: node, log: environment.geometryChangeLog) { action(transform($0)) }
        }
    }

    /// Calls `action` with the value `transform` reads from the view's geometry once it is laid out; at
    /// rest, the old value is the new one, as when SwiftUI first calls it.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { (value: T) in action(value, value) }
    }
}

/// Runs its action with the geometry its child is placed with.
final class GeometryChangeNode: WrapperNode {
    let log: GeometryChangeLog?
    let action: (GeometryProxy) -> Void

    init(child: Node, log: GeometryChangeLog?, action: @escaping (GeometryProxy) -> Void) {
        self.log = log
        self.action = action
        super.init(child: child)
    }

    /// The child's frame, unchanged; when it is where the node is being placed (rather than a frame
    /// asked for while measuring guides), the action runs with it.
    override func childFrame(in bounds: Rect) -> Rect {
        if bounds == frame {
            action(GeometryProxy(globalFrame: bounds))
            log?.noteAction()
        }
        return bounds
    }
}
