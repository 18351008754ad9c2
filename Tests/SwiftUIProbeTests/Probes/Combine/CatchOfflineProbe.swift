import Combine
import SwiftUI

/// A loader whose request fails, caught and replaced with an offline message.
final class SurgeryStatusModel: ObservableObject {
    @Published var status = "Checking…"

    init() {
        Fail<String, URLError>(error: URLError(.notConnectedToInternet))
            .catch { _ in Just("You're offline") }
            .assign(to: &$status)
    }
}

/// The message the caught failure became.
struct CatchOfflineProbe: View {
    @StateObject private var model = SurgeryStatusModel()

    var body: some View {
        Text(model.status)
            .foregroundStyle(.secondary)
    }
}
