import SwiftUI

/// A two-column split view as an app shares between iPhone and iPad: a sidebar list and a detail.
struct SplitViewSidebarProbe: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Medicines")
                Text("Allergies")
            }
            .navigationTitle("Record")
        } detail: {
            Text("Choose a section")
        }
    }
}
