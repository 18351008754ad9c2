import SwiftUI

/// Pharmacies found for a search, fetched again whenever the search changes.
struct PharmacySearchTaskIDProbe: View {
    @State private var query = "Leeds"
    @State private var pharmacies: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("Pharmacies near \(query)")
            Text(pharmacies.isEmpty ? "Searching…" : "\(pharmacies.count) found")
        }
        .task(id: query, priority: .userInitiated) {
            pharmacies = ["Boots", "Well"]
        }
    }
}
