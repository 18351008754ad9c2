import Foundation
import SwiftUI

/// A breathing exercise whose bar fills as it goes, labelled.
struct BreathingCountUpProgressProbe: View {
    let session: ClosedRange<Date>

    var body: some View {
        ProgressView(timerInterval: session, countsDown: false) {
            Text("Breathe")
        }
    }
}
