import SwiftUI

/// An inbox row whose swipe actions are offered to VoiceOver as named custom actions.
struct MessageRowActionsProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Anna")
                .font(.headline)
            Text("Lunch tomorrow?")
                .foregroundStyle(.secondary)
        }
        .padding(8)
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Archive") {}
        .accessibilityAction(named: Text("Delete")) {}
    }
}
