import SwiftUI

/// A custom-drawn switch that VoiceOver reads as a standard toggle.
struct CustomSwitchRepresentationProbe: View {
    @State private var isOn = true

    var body: some View {
        HStack {
            Text("Reminders")
            Spacer()
            Capsule()
                .fill(isOn ? Color.green : Color.gray)
                .frame(width: 50, height: 30)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle().fill(.white).padding(2)
                }
        }
        .padding(.horizontal)
        .accessibilityRepresentation {
            Toggle("Reminders", isOn: $isOn)
        }
    }
}
