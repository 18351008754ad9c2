import SwiftUI

/// Links bound to state that is false: the list at rest, each link a row with a chevron.
struct InactiveNavigationLinkProbe: View {
    @State private var showsProfile = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: Text("Profile"), isActive: $showsProfile) {
                    Label("Profile", systemImage: "person.crop.circle")
                }
            }
            .navigationTitle("Account")
        }
    }
}
