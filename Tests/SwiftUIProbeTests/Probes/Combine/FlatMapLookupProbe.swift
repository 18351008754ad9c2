import Combine
import SwiftUI

/// A view model that looks up a clinician for the selected ID with `flatMap`.
final class ClinicianLookupModel: ObservableObject {
    @Published var selectedID = 2
    @Published private(set) var name = ""

    private let directory = [1: "Dr Okafor", 2: "Dr Patel"]

    init() {
        $selectedID
            .flatMap { [directory] id in
                Just(directory[id] ?? "Unknown")
            }
            .assign(to: &$name)
    }
}

/// The clinician's name found for the selected ID.
struct FlatMapLookupProbe: View {
    @StateObject private var model = ClinicianLookupModel()

    var body: some View {
        LabeledContent("Your GP", value: model.name)
    }
}
