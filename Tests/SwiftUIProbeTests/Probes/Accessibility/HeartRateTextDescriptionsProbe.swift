import SwiftUI

/// A reading whose label, value and hint are given as Text.
struct HeartRateTextDescriptionsProbe: View {
    let beatsPerMinute = 72

    var body: some View {
        HStack {
            Image(systemName: "heart.fill")
                .foregroundStyle(.red)
            Text("\(beatsPerMinute) bpm")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("Heart rate"))
        .accessibilityValue(Text("\(beatsPerMinute) beats per minute"))
        .accessibilityHint(Text("Shows your readings this week"))
    }
}
