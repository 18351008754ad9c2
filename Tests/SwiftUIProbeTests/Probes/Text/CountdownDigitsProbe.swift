import SwiftUI

/// Two counters with digits of one width, so changing numbers do not shift.
struct CountdownDigitsProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("1111").monospacedDigit()
            Text("8888").monospacedDigit()
        }
    }
}
