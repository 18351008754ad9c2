import SwiftUI

/// A symbol that has disappeared while the sound is muted, keeping its place.
struct MutedSpeakerProbe: View {
    private let isMuted = true

    var body: some View {
        Image(systemName: "bell")
            .symbolEffect(.disappear, isActive: isMuted)
            .frame(width: 30, height: 30)
    }
}
