import SwiftUI

/// A settings toggle: right to left, its label is on the right and the switch on the left.
struct RTLToggleRowProbe: View {
    @State private var isOn = true

    var body: some View {
        Toggle("Reminders", isOn: $isOn)
            .padding(.horizontal, 16)
    }
}
