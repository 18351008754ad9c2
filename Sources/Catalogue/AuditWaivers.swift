import AccessibilityAudit

/// The audit findings the built-in scenes accept, each with its reason: what iOS itself draws,
/// and the design system's colours where they fall short. Scenes name them in their definitions.
enum AuditWaivers {
    /// Messages' unread badge is iOS's own: a white numeral on systemRed.
    static let unreadBadge = AuditWaiver(
        .textContrast,
        reason: "the unread badge is iOS's: a white numeral on systemRed (#ff383c light, #ff4245 dark), 3.4 to 3.6:1; "
            + "VoiceOver reads the count in the button's label")

    /// Done is white bold text on nhsGreen, which is lighter in dark mode.
    static let doneCapsule = AuditWaiver(
        .textContrast,
        reason: "the spec's Done capsule: white bold text on nhsGreen, whose dark value #00c55f gives 2.29:1 "
            + "(large text needs 3:1); light mode's #007e3b passes")

    /// iOS 26's switch is 28 points tall, and a toggle's row is as tall as its label.
    static let switchHeight = AuditWaiver(
        .targetSize,
        reason: "iOS 26's system switch is 64 x 28 pt (its size is iOS's, not the design system's), and the toggle's "
            + "row is only as tall as its label: 28 to 41 pt at the smaller text sizes")

    /// iOS's switch draws its off track in a pale system fill.
    static let switchOffTrack = AuditWaiver(
        .nonTextContrast,
        reason: "iOS's system switch: the off track (#e9e9ea light, #39393d dark) is 1.1 to 1.4:1 against the "
            + "screen, and the On/Off Labels ring (#b3b3b3) 1.7:1 on it; the knob's side shows the state, as on every iPhone")
}
