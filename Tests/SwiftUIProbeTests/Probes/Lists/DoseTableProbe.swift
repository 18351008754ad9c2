import SwiftUI

/// A table of doses with a custom cell, as an iPad shows it: headed columns.
struct DoseTableProbe: View {
    struct Dose: Identifiable {
        let id: Int
        let medicine: String
        let milligrams: Int
    }

    @State private var selection: Dose.ID?

    private let doses = [Dose(id: 1, medicine: "Paracetamol", milligrams: 500)]

    var body: some View {
        Table(doses, selection: $selection) {
            TableColumn("Medicine", value: \.medicine)
            TableColumn("Dose") { dose in
                Text("\(dose.milligrams) mg")
            }
            .width(min: 80, ideal: 120)
        }
    }
}
