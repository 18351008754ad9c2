import Combine
import SwiftUI

/// A cart model whose item count a view follows through its `$items` publisher.
final class RepeatOrderModel: ObservableObject {
    @Published var items = ["Sertraline 50mg", "Omeprazole 20mg"]
}

/// A summary kept in @State, fed by the model's projected publisher.
struct PublishedProjectionProbe: View {
    @StateObject private var order = RepeatOrderModel()
    @State private var summary = "Empty"

    var body: some View {
        Text(summary)
            .onReceive(order.$items.map { "\($0.count) items to order" }) { summary = $0 }
    }
}
