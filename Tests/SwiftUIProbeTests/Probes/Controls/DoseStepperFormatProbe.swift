import SwiftUI

/// A dose stepper in half-tablet steps, its value formatted as a number.
struct DoseStepperFormatProbe: View {
    @State private var tablets = 1.5

    var body: some View {
        Stepper("Tablets", value: $tablets, in: 0.5...4, step: 0.5, format: .number)
    }
}
