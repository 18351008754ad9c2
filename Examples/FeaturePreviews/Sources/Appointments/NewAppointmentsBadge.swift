import SwiftUI

/// How many appointments were booked since the list was last opened, as a capsule beside a heading.
struct NewAppointmentsBadge: View {
    let count: Int

    var body: some View {
        Text("\(count) new")
            .font(.caption.weight(.semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Color.nhsBlue, in: Capsule())
            .accessibilityLabel("\(count) new appointments")
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    NewAppointmentsBadge(count: 3)
}
