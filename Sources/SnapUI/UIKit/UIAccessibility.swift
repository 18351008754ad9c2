/// iOS's accessibility settings, as UIKit code reads them outside the view tree: the snapshot's, as its
/// environment sets them (`accessibilityReduceMotion`, `legibilityWeight`, `colorSchemeContrast` ...),
/// all off by default. VoiceOver and Switch Control never run in a snapshot.
public enum UIAccessibility {
    private static var settings: UIKitSnapshot.AccessibilitySettings { UIKitSnapshot.current.settings }

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { settings.reduceMotion }
    public static var isBoldTextEnabled: Bool { settings.boldText }
    public static var isDarkerSystemColorsEnabled: Bool { settings.darkerSystemColors }
    public static var isReduceTransparencyEnabled: Bool { settings.reduceTransparency }
    public static var shouldDifferentiateWithoutColor: Bool { settings.differentiateWithoutColor }
    public static var isInvertColorsEnabled: Bool { settings.invertColors }

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
