import SwiftUI

/// A timeline with a rotor that jumps between its appointments.
struct AppointmentsRotorProbe: View {
    @Namespace private var timeline

    var body: some View {
        VStack(alignment: .leading) {
            Text("GP, 9:00")
                .accessibilityRotorEntry(id: "gp", in: timeline)
            Text("Blood test, 11:30")
            Text("Dentist, 15:00")
                .accessibilityRotorEntry(id: "dentist", in: timeline)
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor("Appointments") {
            AccessibilityRotorEntry("GP", id: "gp", in: timeline)
            AccessibilityRotorEntry("Dentist", id: "dentist", in: timeline)
        }
    }
}
