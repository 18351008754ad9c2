import SwiftUI

/// An appointment card whose buttons VoiceOver offers as actions instead of separate elements.
struct AppointmentActionsBuilderProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("GP appointment")
            Text("Tuesday 10:30")
        }
        .padding()
        .accessibilityElement(children: .combine)
        .accessibilityActions {
            Button("Reschedule") {}
            Button("Cancel appointment", role: .destructive) {}
        }
    }
}
