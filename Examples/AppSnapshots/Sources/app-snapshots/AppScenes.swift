import NHSDesignSystem
import ViewSnapshots

/// The app's screens as scenes: each id names its golden folder, `Goldens/<id>/`.
enum AppScenes {
    static let entries: [CatalogueEntry] = [
        CatalogueEntry("home/signed-in", screen: true) { HomeScreen(unreadMessages: 2) },
        CatalogueEntry("prescriptions/order", screen: true) { OrderPrescriptionScreen() },
        CatalogueEntry("settings/notifications", screen: true) { NotificationSettingsScreen() },
    ]
}
