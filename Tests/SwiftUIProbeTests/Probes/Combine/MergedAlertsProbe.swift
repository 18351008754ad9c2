import Combine
import SwiftUI

/// Alerts from two sources merged and counted with `scan`.
final class AlertCentreModel: ObservableObject {
    @Published private(set) var count = 0

    init() {
        let messages = ["New message"].publisher
        let results = ["Test result", "Appointment reminder"].publisher
        messages.merge(with: results)
            .scan(0) { total, _ in total + 1 }
            .assign(to: &$count)
    }
}

/// The number of alerts from both sources.
struct MergedAlertsProbe: View {
    @StateObject private var alerts = AlertCentreModel()

    var body: some View {
        Label("\(alerts.count) alerts", systemImage: "bell")
    }
}
