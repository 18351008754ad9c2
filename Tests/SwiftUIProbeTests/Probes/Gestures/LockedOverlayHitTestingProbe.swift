import SwiftUI

/// A button under a dimming overlay that lets touches through.
struct LockedOverlayHitTestingProbe: View {
    var body: some View {
        Button("Book appointment") {}
            .buttonStyle(.borderedProminent)
            .overlay {
                Color.black.opacity(0.5)
                    .allowsHitTesting(false)
            }
    }
}
