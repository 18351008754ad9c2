import Foundation
import SwiftUI

/// Time left before a blood test, counting down.
struct FastingCountdownTextProbe: View {
    let fast: ClosedRange<Date>

    var body: some View {
        Text(timerInterval: fast, countsDown: true)
            .monospacedDigit()
    }
}
