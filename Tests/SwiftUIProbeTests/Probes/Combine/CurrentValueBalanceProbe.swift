import Combine
import SwiftUI

/// A store whose balance is a `CurrentValueSubject`, as many view models keep state.
final class PrescriptionCounter {
    let remaining = CurrentValueSubject<Int, Never>(3)
}

/// A view that follows the store with `.onReceive`: the subject's current value arrives as it subscribes.
struct CurrentValueBalanceProbe: View {
    let counter = PrescriptionCounter()
    @State private var remaining = 0

    var body: some View {
        HStack {
            Text("Repeats left")
            Spacer()
            Text("\(remaining)")
                .foregroundStyle(remaining > 0 ? .green : .red)
        }
        .padding()
        .onReceive(counter.remaining) { remaining = $0 }
    }
}
