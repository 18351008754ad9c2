import Combine
import Foundation
import SwiftUI

struct PharmacyResponse: Decodable {
    let name: String
}

/// A view model that loads from the network with `dataTaskPublisher`, decoding JSON: at rest the
/// request has not answered, so the view shows its loading state.
final class PharmacyModel: ObservableObject {
    @Published private(set) var pharmacy: String?

    init(session: URLSession = .shared) {
        var request = URLRequest(url: URL(string: "https://api.example.com/nominated-pharmacy")!)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        session.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: PharmacyResponse.self, decoder: JSONDecoder())
            .map { Optional($0.name) }
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
            .assign(to: &$pharmacy)
    }
}

/// A pharmacy card that shows a progress view until the request answers.
struct DataTaskLoadingProbe: View {
    @StateObject private var model = PharmacyModel()

    var body: some View {
        if let pharmacy = model.pharmacy {
            Text(pharmacy)
        } else {
            Text("Loading your pharmacy")
                .foregroundStyle(.secondary)
        }
    }
}
