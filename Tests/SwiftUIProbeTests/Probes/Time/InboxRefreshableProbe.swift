import SwiftUI

/// A list of messages that refreshes on pull: at rest, no refresh control.
struct InboxRefreshableProbe: View {
    @State private var messages = ["Your appointment is confirmed", "New test result"]

    var body: some View {
        List(messages, id: \.self) { message in
            Text(message)
        }
        .refreshable {
            messages.insert("Prescription ready", at: 0)
        }
    }
}
