import SwiftUI

/// An icon tile drawn inverted for a dark treatment.
struct InvertedIconProbe: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(Color(red: 1, green: 0.5, blue: 0))
            .frame(width: 44, height: 44)
            .colorInvert()
    }
}
