import SwiftUI

/// An app's tabs with iOS 26's search tab, set apart at the end of the bar.
struct SearchTabProbe: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Text("Home")
            }
            Tab("Messages", systemImage: "envelope") {
                Text("Messages")
            }
            Tab(role: .search) {
                Text("Search")
            }
        }
    }
}
