import Combine
import SwiftUI

/// A view model that fills a @Published property from a publisher with `assign(to: &$property)`.
final class GreetingViewModel: ObservableObject {
    @Published var greeting = "Loading…"

    init(name: String) {
        Just("Good morning, \(name)")
            .assign(to: &$greeting)
    }
}

/// The greeting a view model published through `Just` as it was made.
struct JustGreetingProbe: View {
    @StateObject private var model = GreetingViewModel(name: "Sam")

    var body: some View {
        Text(model.greeting)
            .font(.headline)
            .padding()
    }
}
