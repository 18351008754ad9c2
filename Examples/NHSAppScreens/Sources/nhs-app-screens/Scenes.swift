import NHSDesignSystem
import ViewSnapshots

/// The ten screens as scenes, each with the sample data its preview uses; each id names its golden
/// folder, `Goldens/<id>/`.
enum Scenes {
    static let entries: [CatalogueEntry] = [
        CatalogueEntry("home/signed-in", screen: true) { HomeView() },
        CatalogueEntry("prescriptions/list", screen: true) { PrescriptionsView() },
        CatalogueEntry("appointments/detail", screen: true) {
            NavigationStack { AppointmentDetailView(appointment: .sample) }
        },
        CatalogueEntry("messages/inbox", screen: true) { MessagesInboxView() },
        CatalogueEntry("settings/form", screen: true) { SettingsView() },
        CatalogueEntry("gp-surgery/card", screen: true) { GPSurgeryView(surgery: .riverside) },
        CatalogueEntry("test-results/full-blood-count", screen: true) { TestResultsView(report: .fullBloodCount) },
        CatalogueEntry("onboarding/first-page", screen: true) { OnboardingView() },
        CatalogueEntry("vaccinations/record", screen: true) { VaccinationRecordView(vaccinations: Vaccination.record) },
        CatalogueEntry("documents/empty", screen: true) { DocumentsView(state: .loaded([])) },
        CatalogueEntry("documents/failed", screen: true) { DocumentsView(state: .failed(ConnectionError())) },
    ]
}
