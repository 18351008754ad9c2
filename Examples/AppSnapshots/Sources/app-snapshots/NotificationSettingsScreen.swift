import SwiftUI
import NHSDesignSystem

/// Notification settings: what the app may tell you about, one toggle each.
struct NotificationSettingsScreen: View {
    @State private var appointments = true
    @State private var prescriptions = true
    @State private var messages = false

    var body: some View {
        ScrollView {
            Title(subtitle: "Choose what the NHS App tells you about. You can change this at any time.")
            VStack {
                Toggle("Appointment reminders", isOn: $appointments)
                Toggle("Prescription updates", isOn: $prescriptions)
                Toggle("Messages from your GP surgery", isOn: $messages)
            }
            .toggleStyle(.nhsToggle)
            .padding(.horizontal)
        }
        .nhsTitle("Notifications")
    }
}
