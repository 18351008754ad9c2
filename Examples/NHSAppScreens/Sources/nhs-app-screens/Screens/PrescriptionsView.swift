import SwiftUI
import NHSDesignSystem

struct Prescription: Identifiable, Hashable {
    enum Status: String {
        case ready = "Ready to collect"
        case processing = "Being prepared"
        case ordered = "Ordered"
    }

    let id = UUID()
    var medicine: String
    var dosage: String
    var status: Status
    var orderedOn: Date
    var pharmacy: String

    var statusColor: Color {
        switch status {
        case .ready: .green
        case .processing: .orange
        case .ordered: .blue
        }
    }
}

extension Prescription {
    static let samples: [Prescription] = [
        Prescription(medicine: "Sertraline 50mg tablets", dosage: "One each morning", status: .ready,
                     orderedOn: Date(timeIntervalSince1970: 1_748_476_800), pharmacy: "Boots, 12 High Street"),
        Prescription(medicine: "Salbutamol 100micrograms inhaler", dosage: "Two puffs when needed", status: .processing,
                     orderedOn: Date(timeIntervalSince1970: 1_748_563_200), pharmacy: "Boots, 12 High Street"),
        Prescription(medicine: "Levothyroxine 25microgram tablets", dosage: "One daily before breakfast", status: .ordered,
                     orderedOn: Date(timeIntervalSince1970: 1_748_736_000), pharmacy: "Boots, 12 High Street"),
    ]
}

/// Repeat prescriptions: what has been ordered and where each one is.
struct PrescriptionsView: View {
    @State private var prescriptions = Prescription.samples
    @State private var searchText = ""

    private var filtered: [Prescription] {
        guard !searchText.isEmpty else { return prescriptions }
        return prescriptions.filter { $0.medicine.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(filtered) { prescription in
                        NavigationLink(value: prescription) {
                            PrescriptionRow(prescription: prescription)
                        }
                    }
                } header: {
                    Text("Current orders")
                } footer: {
                    Text("Prescriptions are usually ready to collect within 3 working days.")
                }

                Section {
                    Button("Order a repeat prescription", systemImage: "plus.circle.fill") {}
                    Link(destination: URL(string: "https://www.nhs.uk/nhs-services/prescriptions/")!) {
                        Label("Help with prescription costs", systemImage: "questionmark.circle")
                    }
                }
            }
            .navigationTitle("Prescriptions")
            .navigationDestination(for: Prescription.self) { prescription in
                Text(prescription.medicine)
            }
            .searchable(text: $searchText, prompt: "Search medicines")
            .refreshable {}
        }
    }
}

struct PrescriptionRow: View {
    let prescription: Prescription

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text(prescription.medicine)
                    .font(.headline)
                Spacer()
                Text(prescription.orderedOn, format: .dateTime.day().month(.abbreviated))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Text(prescription.dosage)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Label(prescription.status.rawValue, systemImage: "circle.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(prescription.statusColor)
                .labelStyle(.titleAndIcon)
        }
        .padding(.vertical, 4)
    }
}

#Preview("List") {
    PrescriptionsView()
}
