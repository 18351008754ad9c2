import SwiftUI

/// A photo placeholder that keeps its own colours under Smart Invert by choosing them itself.
struct InvertColorsThumbnailProbe: View {
    @Environment(\.accessibilityInvertColors) private var invertColors

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(invertColors ? Color(red: 0, green: 0, blue: 0) : Color(red: 0, green: 0.5, blue: 0))
            .frame(width: 64, height: 48)
    }
}
