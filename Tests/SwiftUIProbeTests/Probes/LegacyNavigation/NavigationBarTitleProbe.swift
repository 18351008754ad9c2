import SwiftUI

/// A settings list titled the iOS 13 way, with a trailing item the iOS 13 way.
struct NavigationBarTitleProbe: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Notifications")
                Text("Privacy")
            }
            .navigationBarTitle("Settings")
            .navigationBarItems(trailing: Button("Edit") {})
        }
    }
}

/// The same screen written as today's SwiftUI writes it.
struct ModernNavigationTitleProbe: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Notifications")
                Text("Privacy")
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            }
        }
    }
}
