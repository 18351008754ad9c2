import SwiftUI

/// Deletable and movable rows at rest (no edit mode): the list draws as without them.
struct DeletableRowsProbe: View {
    @State private var items = ["Flu vaccine", "COVID-19 booster"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onDelete(perform: delete)
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
    }

    private func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
}
