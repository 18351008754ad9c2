import SwiftUI

/// A switch whose changes turn animation off through a transaction.
struct TransactionToggleProbe: View {
    @State private var remindersOn = true

    var body: some View {
        Toggle("Reminders", isOn: $remindersOn)
            .transaction { transaction in
                transaction.animation = nil
            }
            .onTapGesture {
                var transaction = Transaction(animation: .default)
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    remindersOn.toggle()
                }
            }
    }
}
