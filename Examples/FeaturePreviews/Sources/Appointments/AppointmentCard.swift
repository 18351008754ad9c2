import SwiftUI

/// One appointment in the list: how it happens, when, and with whom.
struct AppointmentCard: View {
    let appointment: Appointment

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label {
                Text(appointment.kind.title)
            } icon: {
                Image(systemName: appointment.kind.systemImage)
                    .foregroundStyle(.tint)
            }
            .font(.subheadline.weight(.semibold))
            Text(appointment.when)
                .font(.headline)
            Text("\(appointment.service) with \(appointment.clinician)")
                .font(.subheadline)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
        .accessibilityElement(children: .combine)
    }
}

#Preview("Telephone appointment", traits: .fixedLayout(width: 360, height: 140)) {
    AppointmentCard(appointment: .medicationReview)
        .padding()
        .background(Color(.systemGroupedBackground))
}
