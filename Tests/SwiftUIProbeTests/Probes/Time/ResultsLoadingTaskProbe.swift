import SwiftUI

/// Test results loaded when the screen appears: at rest, still loading.
struct ResultsLoadingTaskProbe: View {
    @State private var results: [String] = []

    var body: some View {
        VStack {
            if results.isEmpty {
                ProgressView("Loading results")
            } else {
                ForEach(results, id: \.self) { Text($0) }
            }
        }
        .task {
            results = await loadResults()
        }
    }

    private func loadResults() async -> [String] {
        ["Cholesterol", "Blood sugar"]
    }
}
