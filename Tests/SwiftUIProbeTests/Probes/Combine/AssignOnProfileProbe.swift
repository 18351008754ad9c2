import Combine
import SwiftUI

/// A view model that writes a publisher's values into a property with `assign(to:on:)`, keeping the
/// subscription in a set of cancellables.
final class ProfileHeaderModel: ObservableObject {
    @Published var title = ""
    private var cancellables = Set<AnyCancellable>()

    init(names: [String]) {
        names.publisher
            .last()
            .map { "Hello, \($0)" }
            .assign(to: \.title, on: self)
            .store(in: &cancellables)
    }
}

/// The title a view model assigned from a sequence's publisher.
struct AssignOnProfileProbe: View {
    @ObservedObject var model = ProfileHeaderModel(names: ["Sam", "Alex"])

    var body: some View {
        Text(model.title)
            .font(.title2.bold())
    }
}
