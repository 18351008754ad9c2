import SwiftUI

/// Playback options as toggles drawn as buttons: one on, one off.
struct ShuffleButtonToggleProbe: View {
    @State private var isShuffling = true
    @State private var isRepeating = false

    var body: some View {
        HStack(spacing: 0) {
            Toggle(isOn: $isShuffling) {
                Text("Shuffle")
            }
            Toggle(isOn: $isRepeating) {
                Text("Repeat")
            }
        }
        .toggleStyle(.button)
    }
}
