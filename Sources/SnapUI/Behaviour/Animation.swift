// Animations and transitions. A snapshot shows a screen at rest, where every animation has finished:
// they are accepted and change nothing that is drawn.

import Foundation

/// How a change animates, as SwiftUI's `Animation`.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable { case linear, easeIn, easeOut, easeInOut, spring }

    let curve: Curve
    let duration: Double

    init(_ curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    public static let `default` = Animation(.spring, duration: 0.5)
    public static let linear = Animation(.linear, duration: 0.35)
    public static let easeIn = Animation(.easeIn, duration: 0.35)
    public static let easeOut = Animation(.easeOut, duration: 0.35)
    public static let easeInOut = Animation(.easeInOut, duration: 0.35)
    public static let spring = Animation(.spring, duration: 0.5)
    public static let interactiveSpring = Animation(.spring, duration: 0.15)
    public static let bouncy = Animation(.spring, duration: 0.5)
    public static let smooth = Animation(.spring, duration: 0.5)
    public static let snappy = Animation(.spring, duration: 0.5)

    public static func linear(duration: Double) -> Animation { Animation(.linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(.easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(.easeInOut, duration: duration) }

    /// A spring of a duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring, duration: duration)
    }

    /// A spring of a response and damping, the form before iOS 17.
    public static func spring(response: Double, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring, duration: response)
    }

    /// A spring of a response and damping for interactive changes.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(.spring, duration: response)
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(.spring, duration: duration) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(.spring, duration: duration) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(.spring, duration: duration) }

    /// The animation started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation played faster or slower.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation played `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public static let scale = AnyTransition()

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changing content (such as a number in a text) animates.
public struct ContentTransition: Hashable, Sendable {
    let rawValue: Int

    public static let identity = ContentTransition(rawValue: 0)
    public static let opacity = ContentTransition(rawValue: 1)
    public static let interpolate = ContentTransition(rawValue: 2)

    /// Digits rolling as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(rawValue: 3) }
}

extension View {
    /// Animates the view's changes when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates all of the view's changes: the form before iOS 15.
    public func animation(_ animation: Animation?) -> some View { self }

    /// How the view enters and leaves.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// How the view's content animates as it changes.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// Runs `body` and animates the changes it makes. A snapshot shows where they end, so `body` runs
/// at once, as it does on iOS.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
