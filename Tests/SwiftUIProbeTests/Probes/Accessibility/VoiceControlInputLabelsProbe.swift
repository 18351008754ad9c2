import SwiftUI

/// A send button with the short names Voice Control users say.
struct VoiceControlInputLabelsProbe: View {
    var body: some View {
        Button("Send message to your GP") {}
            .accessibilityInputLabels(["Send", "Send message"])
    }
}
