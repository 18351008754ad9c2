import SwiftUI

/// A list of medicines in edit mode: each row shows its delete control and reorder grip.
struct EditModeDeleteProbe: View {
    @State private var medicines = ["Amoxicillin", "Ibuprofen"]

    var body: some View {
        List {
            ForEach(medicines, id: \.self) { medicine in
                Text(medicine)
            }
            .onDelete { medicines.remove(atOffsets: $0) }
            .onMove { medicines.move(fromOffsets: $0, toOffset: $1) }
        }
        .environment(\.editMode, .constant(.active))
    }
}
