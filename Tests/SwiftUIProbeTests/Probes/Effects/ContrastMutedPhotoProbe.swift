import SwiftUI

/// A placeholder "photo" of a dark and a light band, its contrast halved behind an overlay.
struct ContrastMutedPhotoProbe: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(white: 0.2)
            Color(white: 0.8)
        }
        .frame(width: 60, height: 40)
        .contrast(0.5)
    }
}
