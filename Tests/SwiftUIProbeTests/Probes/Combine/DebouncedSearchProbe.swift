import Combine
import SwiftUI

/// A search view model that debounces its query, as search screens do.
final class MedicineSearchModel: ObservableObject {
    @Published var query = "para"
    @Published private(set) var results: [String] = []

    private let medicines = ["Amoxicillin", "Ibuprofen", "Paracetamol", "Paroxetine"]

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [medicines] query in
                medicines.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .assign(to: &$results)
    }
}

/// The results of a debounced search, at rest: the query's matches.
struct DebouncedSearchProbe: View {
    @StateObject private var model = MedicineSearchModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(model.results, id: \.self) { name in
                Text(name)
            }
        }
    }
}
