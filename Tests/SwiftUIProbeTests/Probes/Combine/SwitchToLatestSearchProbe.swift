import Combine
import SwiftUI

/// A search that starts a lookup for each query and follows only the latest, with `switchToLatest`.
final class PharmacySearchModel: ObservableObject {
    @Published var postcode = "LS1"
    @Published private(set) var pharmacies: [String] = []

    private let directory = ["LS1": ["Boots, Briggate", "Superdrug, Albion St"], "M1": ["Boots, Market St"]]

    init() {
        $postcode
            .map { [directory] postcode in
                Just(directory[postcode] ?? [])
            }
            .switchToLatest()
            .assign(to: &$pharmacies)
    }
}

/// The pharmacies found for the postcode.
struct SwitchToLatestSearchProbe: View {
    @StateObject private var model = PharmacySearchModel()

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(model.pharmacies, id: \.self) { Text($0) }
        }
    }
}
