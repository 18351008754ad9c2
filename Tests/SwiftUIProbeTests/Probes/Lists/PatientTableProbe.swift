import SwiftUI

/// A table of patients: on a phone, the first column as a list.
struct PatientTableProbe: View {
    struct Patient: Identifiable {
        let id = UUID()
        let name: String
        let ward: String
    }

    private let patients = [
        Patient(name: "Ada Lovelace", ward: "Ward 3"),
        Patient(name: "Alan Turing", ward: "Ward 7"),
    ]

    var body: some View {
        Table(patients) {
            TableColumn("Name", value: \.name)
            TableColumn("Ward", value: \.ward)
        }
    }
}
