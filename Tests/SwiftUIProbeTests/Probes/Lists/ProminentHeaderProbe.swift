import SwiftUI

/// A settings list whose first section has a prominent header.
struct ProminentHeaderProbe: View {
    var body: some View {
        List {
            Section("Your details") {
                Text("Name")
            }
            .headerProminence(.increased)
            Section("Preferences") {
                Text("Language")
            }
        }
    }
}
