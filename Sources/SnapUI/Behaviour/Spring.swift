// The curves animations are described with, as SwiftUI's `Spring` and `UnitCurve`. A snapshot is at
// rest, so they only have to describe: nothing is ever interpolated along them.

import Foundation

/// A spring's motion, as SwiftUI's `Spring`: its duration and bounce (or response and damping).
public struct Spring: Hashable, Sendable {
    /// How long the spring takes to settle, as perceived.
    public var duration: TimeInterval
    /// How much it overshoots: 0 none, towards 1 more, below 0 slower to settle.
    public var bounce: Double

    /// A spring of `duration` and `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring by its response (the duration of one oscillation) and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    /// A spring without bounce that settles smoothly.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce that settles quickly.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with a noticeable bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring of `duration`, bouncing `extraBounce` more.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring of `duration`, bouncing `extraBounce` more.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring of `duration`, bouncing `extraBounce` more.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

/// A curve from 0 to 1 that paces an animation, as SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    /// The cubic Bézier's two control points (the ends are (0, 0) and (1, 1)).
    let startControlPoint: UnitPoint
    let endControlPoint: UnitPoint

    /// A cubic Bézier curve with these control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let circularEaseIn = bezier(startControlPoint: UnitPoint(x: 0.55, y: 0), endControlPoint: UnitPoint(x: 1, y: 0.45))
    public static let circularEaseOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0.55), endControlPoint: UnitPoint(x: 0.45, y: 1))
    public static let circularEaseInOut = bezier(startControlPoint: UnitPoint(x: 0.85, y: 0), endControlPoint: UnitPoint(x: 0.15, y: 1))
}
