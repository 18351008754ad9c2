import Foundation
import SwiftUI

/// A rest timer between exercises: a bar that empties over two minutes.
struct RestTimerProgressProbe: View {
    let rest: ClosedRange<Date>

    var body: some View {
        ProgressView(timerInterval: rest, countsDown: true)
    }
}
