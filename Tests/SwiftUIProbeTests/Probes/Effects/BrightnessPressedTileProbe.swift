import SwiftUI

/// A tile that brightens while pressed (shown pressed).
struct BrightnessPressedTileProbe: View {
    var isPressed = true

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color(white: 0.4))
            .frame(width: 80, height: 40)
            .brightness(isPressed ? 0.2 : 0)
    }
}
