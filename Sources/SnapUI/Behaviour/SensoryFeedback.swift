/// A haptic or sound the system plays, as SwiftUI's `SensoryFeedback`. A snapshot plays nothing.
public struct SensoryFeedback: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    let kind: Kind

    public static let success = SensoryFeedback(kind: .success)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selection)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))

    /// An impact of a weight.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// An impact of a flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// How heavy an impact feels.
    public enum Weight: Hashable, Sendable { case light, medium, heavy }

    /// How flexible the objects of an impact feel.
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
}

extension View {
    /// Plays `feedback` when `trigger` changes (never in a snapshot).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition` holds (never in a snapshot).
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` chooses when `trigger` changes (never in a snapshot).
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }
}
