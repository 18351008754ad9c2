import SwiftUI

/// One appointment in full, with what can be done about it.
struct AppointmentDetailView: View {
    let appointment: Appointment

    var body: some View {
        NavigationStack {
            List {
                if appointment.isCancelled {
                    Section {
                        Label {
                            Text("Your GP surgery cancelled this appointment")
                        } icon: {
                            Image(systemName: "exclamationmark.triangle.fill")
                                .foregroundStyle(.red)
                        }
                    }
                }
                Section("When") {
                    Text(appointment.when)
                }
                Section("Where") {
                    Label(appointment.place, systemImage: appointment.kind.systemImage)
                }
                Section("With") {
                    Text(appointment.clinician)
                }
                Section {
                    if appointment.isCancelled {
                        Button("Book a new appointment") {}
                    } else {
                        Button("Add to calendar") {}
                        Button("Cancel appointment", role: .destructive) {}
                    }
                }
            }
            .navigationTitle(appointment.service)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct AppointmentDetailView_Previews: PreviewProvider {
    static var previews: some View {
        AppointmentDetailView(appointment: .gpVisit)
            .previewDisplayName("Confirmed")
        AppointmentDetailView(appointment: .cancelledBloodTest)
            .previewDisplayName("Cancelled")
    }
}
