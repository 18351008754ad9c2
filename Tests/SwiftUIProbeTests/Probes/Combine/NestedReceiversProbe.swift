import Combine
import SwiftUI

/// A badge that counts the items a publisher gives it, once each.
struct ItemCountBadge: View {
    let items: [String]
    @State private var count = 0

    var body: some View {
        Text("\(count) due")
            .onReceive(items.publisher) { _ in count += 1 }
    }
}

/// A screen that takes its title from a subject and holds a badge with its own subscription.
struct NestedReceiversProbe: View {
    let title = CurrentValueSubject<String, Never>("Repeat prescriptions")
    @State private var shownTitle = ""

    var body: some View {
        HStack {
            Text(shownTitle)
            Spacer()
            ItemCountBadge(items: ["Sertraline", "Omeprazole", "Inhaler"])
        }
        .onReceive(title) { shownTitle = $0 }
    }
}
