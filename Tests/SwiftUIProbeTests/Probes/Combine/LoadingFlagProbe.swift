import Combine
import SwiftUI

/// A view model that raises and lowers a loading flag around a shared request with `handleEvents`.
final class TestResultsModel: ObservableObject {
    @Published private(set) var isLoading = false
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        let request = Just(["Blood test: normal", "Cholesterol: 4.2"])
            .handleEvents(
                receiveSubscription: { [weak self] _ in self?.isLoading = true },
                receiveCompletion: { [weak self] _ in self?.isLoading = false })
            .share()
        request
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

/// The results once loaded, or a progress view while loading.
struct LoadingFlagProbe: View {
    @StateObject private var model = TestResultsModel()

    var body: some View {
        if model.isLoading {
            ProgressView()
        } else {
            VStack(alignment: .leading) {
                ForEach(model.results, id: \.self) { Text($0) }
            }
        }
    }
}
