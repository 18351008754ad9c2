import Foundation

/// UIKit's haptic feedback: a snapshot has no haptics, so preparing and playing do nothing.
open class UIFeedbackGenerator: NSObject {
    /// Readies the haptics on iOS; does nothing here.
    open func prepare() {}
}

/// A tap of haptic feedback (does nothing in a snapshot).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong the tap is.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public init(style: FeedbackStyle) {}

    public override convenience init() { self.init(style: .medium) }

    /// Plays the tap on iOS; does nothing here.
    open func impactOccurred() {}

    /// Plays the tap at `intensity` on iOS; does nothing here.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error haptics (do nothing in a snapshot).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the haptic on iOS; does nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The haptic of a changing selection (does nothing in a snapshot).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the haptic on iOS; does nothing here.
    open func selectionChanged() {}
}
