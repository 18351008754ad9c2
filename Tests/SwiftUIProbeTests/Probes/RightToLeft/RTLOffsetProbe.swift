import SwiftUI

/// A swatch nudged with an offset: its x runs towards the trailing edge, so right to left it moves left.
struct RTLOffsetProbe: View {
    var body: some View {
        Color.blue
            .frame(width: 20, height: 20)
            .offset(x: 30, y: 0)
            .frame(width: 100, height: 20)
    }
}
