/// iOS's accessibility settings, as UIKit code reads them outside the view tree: a snapshot is taken
/// with VoiceOver, Reduce Motion, Bold Text and Increase Contrast off.
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }

    /// What an app tells VoiceOver (`post(notification:argument:)`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells VoiceOver something on iOS; VoiceOver is not running in a snapshot, so it does nothing.
    public static func post(notification: Notification, argument: Any?) {}
}
