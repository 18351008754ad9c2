import SwiftUI

/// A three-column split view with a narrowed sidebar, as on an iPad.
struct ThreeColumnSplitViewProbe: View {
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List {
                Text("Folders")
            }
            .navigationSplitViewColumnWidth(250)
        } content: {
            List {
                Text("Letters")
            }
            .navigationSplitViewColumnWidth(min: 200, ideal: 300, max: 400)
        } detail: {
            Text("Letter")
        }
        .navigationSplitViewStyle(.balanced)
    }
}
