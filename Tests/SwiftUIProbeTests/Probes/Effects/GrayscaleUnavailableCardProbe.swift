import SwiftUI

/// Two service cards side by side; the unavailable one is drawn in grey.
struct GrayscaleUnavailableCardProbe: View {
    var isAvailable = false

    var body: some View {
        HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0)
                .frame(width: 50, height: 50)
            Color(red: 1, green: 0, blue: 0)
                .frame(width: 50, height: 50)
                .grayscale(isAvailable ? 0 : 1)
        }
    }
}
