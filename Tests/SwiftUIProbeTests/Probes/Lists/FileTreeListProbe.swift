import SwiftUI

/// Documents in folders: a hierarchical List, folders collapsed.
struct FileTreeListProbe: View {
    struct Item: Identifiable, Hashable {
        let id: Int
        let name: String
        var children: [Item]? = nil
    }

    private let items = [
        Item(id: 1, name: "Letters", children: [Item(id: 2, name: "Discharge summary")]),
        Item(id: 3, name: "Referral"),
        Item(id: 4, name: "Results", children: []),
    ]

    var body: some View {
        List(items, children: \.children) { item in
            Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
        }
    }
}
