import SwiftUI

/// A dot placed with `position`: right to left, x is measured from the right edge.
struct RTLPositionProbe: View {
    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 10, height: 10)
            .position(x: 20, y: 10)
            .frame(width: 100, height: 20)
    }
}
