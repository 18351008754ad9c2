import Combine
import SwiftUI

/// A status that arrives after a delay on the main queue: at rest, the delay is over.
struct DelayedReceiveOnProbe: View {
    @State private var status = "Sending…"

    var body: some View {
        Text(status)
            .onReceive(
                Just("Sent")
                    .delay(for: .seconds(1), scheduler: DispatchQueue.main)
                    .throttle(for: 0.5, scheduler: RunLoop.main, latest: true)
                    .receive(on: DispatchQueue.main)
            ) { status = $0 }
    }
}
