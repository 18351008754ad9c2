import SwiftUI

/// Links selected by tag: the one whose tag is the selection is pushed.
struct TaggedNavigationLinkProbe: View {
    @State private var selection: Int? = 2

    var body: some View {
        NavigationView {
            List {
                NavigationLink(tag: 1, selection: $selection) {
                    Text("Repeat prescriptions").navigationTitle("Prescriptions")
                } label: {
                    Text("Prescriptions")
                }
                NavigationLink(tag: 2, selection: $selection) {
                    Text("Upcoming appointments").navigationTitle("Appointments")
                } label: {
                    Text("Appointments")
                }
            }
            .navigationTitle("Services")
        }
    }
}
