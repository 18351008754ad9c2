import Foundation
import SwiftUI

/// The current medicine round, redrawn every quarter of an hour from the first round.
struct DoseRoundTimelineProbe: View {
    let firstRound: Date

    var body: some View {
        TimelineView(.periodic(from: firstRound, by: 15 * 60)) { context in
            VStack(alignment: .leading) {
                Text("Round started")
                Text(context.date, format: .dateTime.hour().minute().second())
            }
        }
    }
}
