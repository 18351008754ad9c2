import AccessibilityAudit
import NHSDesignSystem
import ViewSnapshots

/// The app's screens as scenes: each id names its golden folder, `Goldens/<id>/`. What the
/// accessibility audit finds that the app accepts is waived here, rule by rule, with the reason.
enum AppScenes {
    static let entries: [CatalogueEntry] = [
        CatalogueEntry("home/signed-in", screen: true, waivers: [unreadBadge]) { HomeScreen(unreadMessages: 2) },
        CatalogueEntry("prescriptions/order", screen: true, waivers: [switchHeight, switchOffTrack, sectionHeader]) {
            OrderPrescriptionScreen()
        },
        CatalogueEntry("settings/notifications", screen: true, waivers: [switchHeight, switchOffTrack]) {
            NotificationSettingsScreen()
        },
    ]

    static let unreadBadge = AuditWaiver(
        .textContrast, reason: "iOS's unread badge: a white numeral on systemRed, 3.4 to 3.6:1; VoiceOver reads the count")
    static let switchHeight = AuditWaiver(
        .targetSize, reason: "iOS 26's system switch is 28 pt tall, and a toggle's row as tall as its label")
    static let switchOffTrack = AuditWaiver(
        .nonTextContrast, reason: "iOS's system switch: its off track is 1.1 to 1.4:1 on the screen; the knob's side shows the state")
    static let sectionHeader = AuditWaiver(
        .textContrast, reason: "iOS's grouped section header (secondaryLabel, #3c3c43 at 60%) is 3.29:1 on the NHS grey")
}
