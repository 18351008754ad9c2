import SwiftUI

/// A photo of a rash that can be pinched to zoom; at rest, its own size.
struct ZoomablePhotoMagnifyProbe: View {
    @GestureState private var zoom: CGFloat = 1
    @State private var scale: CGFloat = 1

    var body: some View {
        Color.purple
            .frame(width: 40, height: 40)
            .scaleEffect(scale * zoom)
            .gesture(
                MagnifyGesture(minimumScaleDelta: 0.05)
                    .updating($zoom) { value, zoom, _ in
                        zoom = value.magnification
                    }
                    .onEnded { value in
                        scale *= value.magnification
                    }
            )
            .frame(width: 100, height: 100)
    }
}
