import Foundation
import SwiftUI

/// A calendar header naming the day the environment's calendar starts its week on.
struct WeekStartCalendarProbe: View {
    @Environment(\.calendar) private var calendar

    var body: some View {
        Text("Week starts on \(calendar.weekdaySymbols[calendar.firstWeekday - 1])")
    }
}
