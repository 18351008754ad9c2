import SwiftUI

/// A play button whose symbol changes with a replace effect.
struct PlayPauseTransitionProbe: View {
    @State private var isPlaying = false

    var body: some View {
        HStack {
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .contentTransition(.symbolEffect(.replace.downUp))
            }
            Image(systemName: "heart")
                .contentTransition(.symbolEffect)
        }
    }
}
