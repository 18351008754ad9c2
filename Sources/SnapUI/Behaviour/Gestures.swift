// Gestures. A snapshot never touches the screen: gestures are accepted and their actions never run.

import Foundation

/// A way of recognising touches, as SwiftUI's `Gesture`.
public protocol Gesture {
    /// What the gesture reports as it changes and ends.
    associatedtype Value
}

extension Gesture {
    /// An action when the gesture ends (never run in a snapshot).
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

extension Gesture where Value: Equatable {
    /// An action as the gesture's value changes (never run in a snapshot).
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// One or more taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }
}

/// A touch held down; its value is whether it is still held.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag; its value is where the drag started and has moved to.
public struct DragGesture: Gesture {
    /// How far a touch moves before the drag begins.
    public var minimumDistance: CGFloat
    /// The space the drag's locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points, its locations in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag's position, as SwiftUI reports it.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
}

/// Which of a view's gestures and its subviews' gestures respond.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches a gesture (never recognised in a snapshot).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture that recognises alongside the view's others (never recognised in a snapshot).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture that takes precedence over the view's others (never recognised in a snapshot).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

    /// An action on a tap. Unlike a `Button`, it adds no button trait, as in SwiftUI.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// An action on a long press (never run in a snapshot).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        self
    }
}
