import SwiftUI

/// A loading row that shows a still hourglass instead of a spinner when Reduce Motion is on.
struct ReduceMotionLoadingProbe: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        HStack {
            if reduceMotion {
                Image(systemName: "hourglass")
            } else {
                ProgressView()
            }
            Text("Loading messages")
        }
        .animation(reduceMotion ? nil : .easeInOut, value: reduceMotion)
    }
}
