import SwiftUI

/// A hero image blurred behind a title, kept opaque to its edges with `opaque: true`.
struct OpaqueBlurBackdropProbe: View {
    var body: some View {
        HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0)
            Color(red: 0, green: 0, blue: 1)
        }
        .frame(width: 100, height: 60)
        .blur(radius: 3, opaque: true)
        .padding(10)
        .background(Color.white)
    }
}
