import SwiftUI

/// The appointments screen: upcoming or past appointments, newest bookings marked.
struct AppointmentsView: View {
    enum Filter: String, CaseIterable, Identifiable {
        case upcoming = "Upcoming"
        case past = "Past"

        var id: Self { self }
    }

    @Binding var filter: Filter
    let appointments: [Appointment]
    var newCount = 0

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Picker("Show", selection: $filter) {
                        ForEach(Filter.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    HStack {
                        Text("Your appointments")
                            .font(.title3.weight(.semibold))
                        if newCount > 0 {
                            NewAppointmentsBadge(count: newCount)
                        }
                    }
                    .accessibilityElement(children: .combine)
                    ForEach(appointments) { appointment in
                        AppointmentCard(appointment: appointment)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Appointments")
        }
    }
}

#Preview("Upcoming") {
    @Previewable @State var filter = AppointmentsView.Filter.upcoming
    AppointmentsView(filter: $filter, appointments: Appointment.upcoming, newCount: 3)
}

#Preview("Landscape", traits: .landscapeLeft) {
    AppointmentsView(filter: .constant(.upcoming), appointments: Appointment.upcoming, newCount: 3)
}
