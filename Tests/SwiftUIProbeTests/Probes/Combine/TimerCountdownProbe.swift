import Combine
import SwiftUI

/// A countdown driven by `Timer.publish(...).autoconnect()`: at rest no second has ticked.
struct TimerCountdownProbe: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var secondsLeft = 30

    var body: some View {
        Text("Resend code in \(secondsLeft)s")
            .font(.footnote)
            .onReceive(timer) { _ in
                if secondsLeft > 0 { secondsLeft -= 1 }
            }
    }
}
