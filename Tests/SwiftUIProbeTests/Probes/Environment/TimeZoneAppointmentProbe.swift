import Foundation
import SwiftUI

/// An appointment time shown in the clinic's time zone.
struct TimeZoneAppointmentProbe: View {
    private let appointment = Date(timeIntervalSince1970: 1_748_941_200)  // 3 June 2025, 09:00 UTC

    var body: some View {
        Text(appointment, style: .time)
            .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
    }
}
