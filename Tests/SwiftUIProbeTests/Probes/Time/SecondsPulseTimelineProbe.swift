import SwiftUI

/// A pulsing dot driven by the animation schedule: its width follows the seconds.
struct SecondsPulseTimelineProbe: View {
    var body: some View {
        TimelineView(.animation(minimumInterval: 1, paused: false)) { context in
            let seconds = Calendar.current.component(.second, from: context.date)
            Capsule()
                .fill(.red)
                .frame(width: CGFloat(seconds) + 10, height: 10)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
