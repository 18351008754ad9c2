import Foundation
import SwiftUI

/// A ward board redrawn at each shift change.
struct ShiftChangeExplicitTimelineProbe: View {
    let shiftChanges: [Date]

    var body: some View {
        TimelineView(.explicit(shiftChanges)) { context in
            HStack {
                Text("Shift from")
                Text(context.date, style: .time)
            }
        }
    }
}
