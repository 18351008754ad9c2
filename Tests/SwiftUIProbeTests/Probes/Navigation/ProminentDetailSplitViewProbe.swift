import SwiftUI

/// A split view that gives the detail the whole width: at rest the sidebar is out of sight.
struct ProminentDetailSplitViewProbe: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Photos")
            }
        } detail: {
            Color.green.frame(height: 200)
        }
        .navigationSplitViewStyle(.prominentDetail)
    }
}
