import SwiftUI

/// A custom tab bar item that shows in the large content viewer when long-pressed.
struct LargeContentTabItemProbe: View {
    var showsViewer = true

    var body: some View {
        let item = VStack(spacing: 2) {
            Image(systemName: "house")
            Text("Home")
                .font(.caption2)
        }
        if showsViewer {
            item.accessibilityShowsLargeContentViewer()
        } else {
            item
        }
    }
}
