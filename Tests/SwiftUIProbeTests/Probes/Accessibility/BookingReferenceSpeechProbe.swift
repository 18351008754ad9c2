import SwiftUI

/// A booking reference VoiceOver spells out, punctuation included.
struct BookingReferenceSpeechProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Booking reference")
                .font(.caption)
            Text("NHS-7Q2K")
                .font(.title2.monospaced())
                .speechSpellsOutCharacters()
                .speechAlwaysIncludesPunctuation()
                .speechAnnouncementsQueued(false)
        }
    }
}
