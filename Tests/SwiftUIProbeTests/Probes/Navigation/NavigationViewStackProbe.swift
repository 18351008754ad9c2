import SwiftUI

/// An older settings screen: a NavigationView in the stack style, a list of links.
struct NavigationViewStackProbe: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Notifications", destination: Text("Notification settings"))
                NavigationLink("Privacy", destination: Text("Privacy settings"))
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}
