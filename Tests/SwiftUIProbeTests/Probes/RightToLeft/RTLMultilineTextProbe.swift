import SwiftUI

/// A paragraph whose lines line up on the leading edge: the right, right to left.
struct RTLMultilineTextProbe: View {
    var body: some View {
        Text("Take one tablet every morning with water")
            .multilineTextAlignment(.leading)
            .frame(width: 120)
            .environment(\.layoutDirection, .rightToLeft)
    }
}
