import SwiftUI
import NHSDesignSystem

struct Appointment {
    var clinician: String
    var role: String
    var start: Date
    var duration: TimeInterval
    var kind: Kind
    var location: String
    var address: String
    var reason: String

    enum Kind: String {
        case inPerson = "In person"
        case phone = "Phone call"
        case video = "Video call"
    }
}

/// One upcoming appointment: when, who with, where, and what the patient can do about it.
struct AppointmentDetailView: View {
    let appointment: Appointment
    @State private var isConfirmingCancel = false
    @State private var addToCalendar = true
    @Environment(\.openURL) private var openURL

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                VStack(alignment: .leading, spacing: 6) {
                    Text(appointment.start, format: .dateTime.weekday(.wide).day().month(.wide))
                        .font(.title2.bold())
                    Text(appointment.start, style: .time)
                        .font(.title3)
                        .foregroundStyle(.secondary)
                    + Text(" for \(Int(appointment.duration / 60)) minutes")
                        .font(.title3)
                        .foregroundStyle(.secondary)
                }

                GroupBox {
                    VStack(alignment: .leading, spacing: 12) {
                        LabeledContent("With", value: appointment.clinician)
                        Divider()
                        LabeledContent("Role", value: appointment.role)
                        Divider()
                        LabeledContent("Type") {
                            Label(appointment.kind.rawValue, systemImage: "person.2.fill")
                        }
                    }
                } label: {
                    Label("Appointment details", systemImage: "calendar")
                }

                GroupBox {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(appointment.location)
                            .font(.headline)
                        Text(appointment.address)
                            .foregroundStyle(.secondary)
                        Button {
                            openURL(URL(string: "maps://?q=\(appointment.location)")!)
                        } label: {
                            Label("Get directions", systemImage: "map")
                        }
                        .buttonStyle(.bordered)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                } label: {
                    Label("Location", systemImage: "mappin.and.ellipse")
                }

                VStack(alignment: .leading, spacing: 8) {
                    Text("Reason for appointment")
                        .font(.headline)
                    Text(appointment.reason)
                }

                Toggle("Add to my calendar", isOn: $addToCalendar)

                VStack(spacing: 12) {
                    Button {
                    } label: {
                        Text("Change appointment")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)

                    Button("Cancel appointment", role: .destructive) {
                        isConfirmingCancel = true
                    }
                    .controlSize(.large)
                }
            }
            .padding()
        }
        .navigationTitle("Appointment")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ShareLink(item: "GP appointment on \(appointment.start.formatted(date: .long, time: .shortened))")
        }
        .confirmationDialog("Cancel this appointment?", isPresented: $isConfirmingCancel, titleVisibility: .visible) {
            Button("Cancel appointment", role: .destructive) {}
            Button("Keep appointment", role: .cancel) {}
        }
    }
}

extension Appointment {
    static let sample = Appointment(
        clinician: "Dr Priya Shah", role: "GP", start: Date(timeIntervalSince1970: 1_749_029_400),
        duration: 10 * 60, kind: .inPerson, location: "Riverside Medical Centre",
        address: "4 Mill Lane, Leeds LS1 4AB", reason: "Review of blood pressure medication")
}

#Preview("Detail") {
    NavigationStack {
        AppointmentDetailView(appointment: .sample)
    }
}
