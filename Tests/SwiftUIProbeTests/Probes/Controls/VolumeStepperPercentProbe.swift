import SwiftUI

/// A volume stepper at its top, read as a percentage.
struct VolumeStepperPercentProbe: View {
    @State private var volume = 1.0

    var body: some View {
        Stepper(value: $volume, in: 0...1, step: 0.25, format: .percent) {
            Text("Volume")
        }
    }
}
