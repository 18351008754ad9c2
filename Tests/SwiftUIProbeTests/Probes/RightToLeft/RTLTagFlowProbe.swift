import SwiftUI

/// Tags in a custom flow layout: right to left, SwiftUI flips each placement, so rows fill from the right.
struct RTLTagFlowProbe: View {
    var body: some View {
        FlowLayout(spacing: 5) {
            Color.red.frame(width: 30, height: 10)
            Color.green.frame(width: 30, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        .frame(width: 100, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
    }
}
