import SwiftUI

/// A banner masked by a picture's luminance: white keeps it, black cuts it away.
struct LuminanceMaskedBannerProbe: View {
    var body: some View {
        Color(red: 0, green: 0, blue: 1)
            .frame(width: 100, height: 20)
            .mask {
                HStack(spacing: 0) {
                    Color.white
                    Color.black
                }
                .luminanceToAlpha()
            }
            .background(Color.white)
    }
}
