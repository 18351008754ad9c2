import SwiftUI

/// A NavigationView written for iPad columns: a sidebar list, then a placeholder detail.
struct NavigationViewColumnsProbe: View {
    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
                Text("Archive")
            }
            .navigationTitle("Mail")
            Text("Select a message")
        }
    }
}
