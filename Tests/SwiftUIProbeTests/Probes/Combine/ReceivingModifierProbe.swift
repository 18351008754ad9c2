import Combine
import SwiftUI

/// A reusable modifier that shows a banner from a publisher, keeping the message in its own @State.
struct StatusBannerModifier<P: Publisher>: ViewModifier where P.Output == String, P.Failure == Never {
    let messages: P
    @State private var message = ""

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            if !message.isEmpty {
                Text(message).font(.footnote.bold())
            }
            content
        }
        .onReceive(messages) { message = $0 }
    }
}

/// A card whose banner a `CurrentValueSubject` fills through a custom modifier.
struct ReceivingModifierProbe: View {
    let status = CurrentValueSubject<String, Never>("Pharmacy closes at 6pm")

    var body: some View {
        Text("Boots, High Street")
            .modifier(StatusBannerModifier(messages: status))
    }
}
