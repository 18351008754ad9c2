import AccessibilityAudit
import NHSDesignSystem
import ViewSnapshots

/// The ten screens as scenes, each with the sample data its preview uses; each id names its golden
/// folder, `Goldens/<id>/`.
enum Scenes {
    /// The screens are kept as an iOS developer wrote them, accessibility findings and all: the audit
    /// reports each finding under these waivers (`nhs-app-screens audit` lists them) without failing
    /// `verify`, which checks the pixels.
    static let asWritten: [AuditWaiver] = [
        AuditWaiver(.textContrast, reason: "as written for iOS: secondary text and system colours on the NHS background"),
        AuditWaiver(.nonTextContrast, reason: "as written for iOS: the system switch's off track"),
        AuditWaiver(.targetSize, reason: "as written for iOS: text buttons and links as tall as their text"),
        AuditWaiver(.symbolNameLabel, reason: "as written for iOS: icons left unlabelled and not hidden"),
        AuditWaiver(.textTruncated, reason: "as written for iOS: message previews limited to two lines"),
    ]

    static let entries: [CatalogueEntry] = [
        CatalogueEntry("home/signed-in", screen: true, waivers: asWritten) { HomeView() },
        CatalogueEntry("prescriptions/list", screen: true, waivers: asWritten) { PrescriptionsView() },
        CatalogueEntry("appointments/detail", screen: true, waivers: asWritten) {
            NavigationStack { AppointmentDetailView(appointment: .sample) }
        },
        CatalogueEntry("messages/inbox", screen: true, waivers: asWritten) { MessagesInboxView() },
        CatalogueEntry("settings/form", screen: true, waivers: asWritten) { SettingsView() },
        CatalogueEntry("gp-surgery/card", screen: true, waivers: asWritten) { GPSurgeryView(surgery: .riverside) },
        CatalogueEntry("test-results/full-blood-count", screen: true, waivers: asWritten) { TestResultsView(report: .fullBloodCount) },
        CatalogueEntry("onboarding/first-page", screen: true, waivers: asWritten + [
            AuditWaiver(.textClipped, reason: "as written for iOS: a paging TabView's page is as tall as the screen, so at accessibility sizes it cuts the page's text off, on iOS too"),
        ]) { OnboardingView() },
        CatalogueEntry("vaccinations/record", screen: true, waivers: asWritten) { VaccinationRecordView(vaccinations: Vaccination.record) },
        CatalogueEntry("documents/empty", screen: true, waivers: asWritten) { DocumentsView(state: .loaded([])) },
        CatalogueEntry("documents/failed", screen: true, waivers: asWritten) { DocumentsView(state: .failed(ConnectionError())) },
    ]
}
