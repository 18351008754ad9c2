import SwiftUI

/// A banner dismissed by VoiceOver's escape gesture, with the magic tap playing the message: neither
/// action is announced.
struct DismissibleBannerActionsProbe: View {
    @State private var isShown = true

    var body: some View {
        Text("Your prescription is ready")
            .padding(12)
            .background(Color.blue)
            .foregroundStyle(.white)
            .accessibilityAction(.escape) { isShown = false }
            .accessibilityAction(.magicTap) {}
            .accessibilityAction { isShown.toggle() }
    }
}
