// The accessibility traits of controls beyond the basic ones: SwiftUI's public traits, and the roles
// VoiceOver announces for text fields and adjustable controls (which SwiftUI sets itself).

extension AccessibilityTraits {
    /// The element is selected (a segment of a segmented picker, a tab).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 6)
    /// The element opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the screen when it appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The element plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 11)
    /// The element is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 12)
    /// Activating the element starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 13)
    /// Touches go straight to the element.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// VoiceOver ignores the elements beside this one.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 16)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 17)
    /// The element's value is adjusted by swiping up and down (a slider, a stepper), read "adjustable".
    public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 18)
    /// The element is a text field, read "text field".
    public static let isTextField = AccessibilityTraits(rawValue: 1 << 19)
    /// The element is a secure text field, read "secure text field"; its value is never read.
    public static let isSecureTextField = AccessibilityTraits(rawValue: 1 << 20)
}
