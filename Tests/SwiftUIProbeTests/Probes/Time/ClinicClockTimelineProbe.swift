import SwiftUI

/// A waiting-room clock that redraws every minute.
struct ClinicClockTimelineProbe: View {
    var body: some View {
        TimelineView(.everyMinute) { context in
            Text(context.date, format: .dateTime.hour().minute().second())
        }
    }
}
