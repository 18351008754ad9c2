import SwiftUI

/// A warning VoiceOver reads at a higher pitch.
struct WarningSpeechPitchProbe: View {
    var body: some View {
        Text("Do not take with alcohol")
            .foregroundStyle(.red)
            .speechAdjustedPitch(0.5)
    }
}
