import SwiftUI

/// A split view that opens on its detail on a phone (iOS 17's `preferredCompactColumn`).
struct CompactDetailSplitViewProbe: View {
    @State private var column = NavigationSplitViewColumn.detail

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            List {
                Text("Inbox")
            }
            .navigationTitle("Mailboxes")
        } detail: {
            Text("Latest message")
                .navigationTitle("Message")
        }
    }
}
