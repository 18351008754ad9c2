import Combine
import SwiftUI

/// A service protocol that hides its publishers behind `AnyPublisher`, with a stub for previews.
protocol AppointmentsService {
    func nextAppointment() -> AnyPublisher<String, Never>
}

struct StubAppointmentsService: AppointmentsService {
    func nextAppointment() -> AnyPublisher<String, Never> {
        Just("Tuesday 3 March, 9:30")
            .eraseToAnyPublisher()
    }
}

/// A view model that sinks the service's publisher into its state, keeping the subscription.
final class NextAppointmentModel: ObservableObject {
    @Published private(set) var summary = "No appointments"
    private var cancellables: [AnyCancellable] = []

    init(service: AppointmentsService) {
        service.nextAppointment()
            .sink { [weak self] in self?.summary = $0 }
            .store(in: &cancellables)
    }
}

/// The appointment a stub service published.
struct AnyPublisherServiceProbe: View {
    @StateObject private var model = NextAppointmentModel(service: StubAppointmentsService())

    var body: some View {
        VStack(alignment: .leading) {
            Text("Next appointment").font(.caption)
            Text(model.summary)
        }
    }
}
