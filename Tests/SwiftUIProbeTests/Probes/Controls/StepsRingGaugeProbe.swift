import SwiftUI

/// Today's steps as a ring gauge, half way to the goal.
struct StepsRingGaugeProbe: View {
    var steps = 5_000.0

    var body: some View {
        Gauge(value: steps, in: 0...10_000) {
            Text("Steps")
        } currentValueLabel: {
            Text("50")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(.green)
    }
}
