import SwiftUI

/// A deep link written the iOS 13 way: the link's `isActive` is true, so the stack shows its destination.
struct ActiveNavigationLinkProbe: View {
    @State private var showsResults = true

    var body: some View {
        NavigationView {
            List {
                NavigationLink(isActive: $showsResults) {
                    Text("Blood test results")
                        .navigationTitle("Results")
                        .navigationBarTitleDisplayMode(.inline)
                } label: {
                    Text("Test results")
                }
            }
            .navigationTitle("Your health")
        }
    }
}
