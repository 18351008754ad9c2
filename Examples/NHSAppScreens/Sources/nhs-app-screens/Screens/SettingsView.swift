import SwiftUI
import NHSDesignSystem

/// Account and app settings.
struct SettingsView: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system = "Use device setting"
        case light = "Light"
        case dark = "Dark"
        var id: Self { self }
    }

    @AppStorage("settings.faceID") private var useFaceID = true
    @AppStorage("settings.appointmentReminders") private var appointmentReminders = true
    @AppStorage("settings.prescriptionUpdates") private var prescriptionUpdates = false
    @AppStorage("settings.appearance") private var appearance = Appearance.system
    @State private var reminderLeadDays = 1
    @State private var isConfirmingLogOut = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    NavigationLink {
                        Text("Personal details")
                    } label: {
                        LabeledContent("NHS number", value: "485 777 3456")
                    }
                    NavigationLink("Linked profiles") {
                        Text("Linked profiles")
                    }
                }

                Section {
                    Toggle("Log in with Face ID", isOn: $useFaceID)
                } header: {
                    Text("Security")
                } footer: {
                    Text("You can use Face ID instead of your NHS login password.")
                }

                Section("Notifications") {
                    Toggle("Appointment reminders", isOn: $appointmentReminders)
                    if appointmentReminders {
                        Stepper("Remind me \(reminderLeadDays) day before", value: $reminderLeadDays, in: 1...7)
                    }
                    Toggle("Prescription updates", isOn: $prescriptionUpdates)
                }

                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                }

                Section {
                    Link("Privacy policy", destination: URL(string: "https://www.nhs.uk/nhs-app/nhs-app-legal-and-cookies/")!)
                    LabeledContent("Version", value: "3.12.0 (402)")
                }

                Section {
                    Button("Log out", role: .destructive) {
                        isConfirmingLogOut = true
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .navigationTitle("Settings")
            .alert("Log out of the NHS App?", isPresented: $isConfirmingLogOut) {
                Button("Log out", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

#Preview("Form") {
    SettingsView()
}
