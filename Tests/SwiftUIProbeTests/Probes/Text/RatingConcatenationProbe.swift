import SwiftUI

/// A rating: a star image joined to bold text with `+`.
struct RatingConcatenationProbe: View {
    var body: some View {
        Text(Image(systemName: "star.fill")) + Text(" 4.8").bold()
    }
}
