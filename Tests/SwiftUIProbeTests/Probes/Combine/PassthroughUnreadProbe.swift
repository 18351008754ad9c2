import Combine
import SwiftUI

/// Messages that arrive later, through a `PassthroughSubject`.
final class MessageInbox {
    let arrived = PassthroughSubject<String, Never>()
}

/// An inbox badge that counts messages as they arrive: none has arrived when the view appears.
struct PassthroughUnreadProbe: View {
    let inbox = MessageInbox()
    @State private var unread = 0

    var body: some View {
        Label("\(unread) unread", systemImage: "envelope")
            .onReceive(inbox.arrived) { _ in unread += 1 }
    }
}
