// Two-finger gestures: pinching to magnify and twisting to rotate. A snapshot never touches the
// screen, so they are accepted and never recognised.

import Foundation

/// A pinch that magnifies, as SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    /// A pinch's scale and where it started.
    public struct Value: Equatable, Sendable {
        /// When the value was reported.
        public var time: Date
        /// The scale since the pinch began (1 at its start).
        public var magnification: CGFloat
        /// The scale's change per second.
        public var velocity: CGFloat
        /// Where the pinch began, as a point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// The least change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A twist of two fingers, as SwiftUI's `RotateGesture`.
public struct RotateGesture: Gesture {
    /// A twist's angle and where it started.
    public struct Value: Equatable, Sendable {
        /// When the value was reported.
        public var time: Date
        /// The angle since the twist began.
        public var rotation: Angle
        /// The angle's change per second.
        public var velocity: Angle
        /// Where the twist began, as a point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// The least angle that starts the gesture.
    public var minimumAngleDelta: Angle

    /// A twist that begins once the angle changes by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A pinch whose value is its scale: the form before iOS 17 (`MagnifyGesture` replaces it).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat

    /// The least change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A twist whose value is its angle: the form before iOS 17 (`RotateGesture` replaces it).
public struct RotationGesture: Gesture {
    public typealias Value = Angle

    /// The least angle that starts the gesture.
    public var minimumAngleDelta: Angle

    /// A twist that begins once the angle changes by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
