import Combine
import SwiftUI

/// A booking service whose answer comes in a `Future`, kept at once here.
struct BookingService {
    func confirm(slot: String) -> Future<String, Error> {
        Future { promise in
            promise(.success("Booked for \(slot)"))
        }
    }
}

/// The confirmation a future delivered, or the error replaced.
struct FutureBookingProbe: View {
    @State private var confirmation = "Not booked"
    private let service = BookingService()

    var body: some View {
        Text(confirmation)
            .onReceive(service.confirm(slot: "9:30").replaceError(with: "Booking failed")) {
                confirmation = $0
            }
    }
}
