import Combine
import SwiftUI

extension Notification.Name {
    static let prescriptionsDidUpdate = Notification.Name("PrescriptionsDidUpdate")
}

/// A list model that refreshes when a notification is posted, through NotificationCenter's publisher.
final class PrescriptionListModel: ObservableObject {
    @Published private(set) var lastRefresh = "Never refreshed"
    private var cancellables = Set<AnyCancellable>()

    init(center: NotificationCenter = .default) {
        center.publisher(for: .prescriptionsDidUpdate)
            .compactMap { $0.userInfo?["source"] as? String }
            .sink { [weak self] source in self?.lastRefresh = "Refreshed from \(source)" }
            .store(in: &cancellables)
    }
}

/// The model's refresh state.
struct NotificationRefreshProbe: View {
    @ObservedObject var model: PrescriptionListModel

    var body: some View {
        Text(model.lastRefresh)
            .font(.footnote)
    }
}
