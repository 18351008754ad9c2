import SwiftUI

/// A branded navigation bar: a dark blue background with a light title.
struct DarkToolbarProbe: View {
    var body: some View {
        NavigationStack {
            Text("Welcome")
                .navigationTitle("Home")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color(red: 0, green: 0.37, blue: 0.72), for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}
