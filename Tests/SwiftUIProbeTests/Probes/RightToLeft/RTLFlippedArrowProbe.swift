import SwiftUI

/// An arrow that has no right-to-left form, flipped by hand for right-to-left layout.
struct RTLFlippedArrowProbe: View {
    var flips = true

    var body: some View {
        Image(systemName: "arrow.right")
            .font(.system(size: 30))
            .frame(width: 40, height: 40)
            .flipsForRightToLeftLayoutDirection(flips)
    }
}
