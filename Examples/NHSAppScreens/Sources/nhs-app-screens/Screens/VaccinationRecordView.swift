import SwiftUI
import NHSDesignSystem

struct Vaccination: Identifiable {
    let id = UUID()
    var name: String
    var product: String
    var dose: String
    var date: Date
    var site: String
    var batch: String
}

/// The vaccinations on the patient's record, grouped by disease.
struct VaccinationRecordView: View {
    let vaccinations: [String: [Vaccination]]
    @State private var selected: Vaccination?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 16, pinnedViews: [.sectionHeaders]) {
                    ForEach(vaccinations.keys.sorted(), id: \.self) { disease in
                        Section {
                            ForEach(vaccinations[disease] ?? []) { vaccination in
                                VaccinationCard(vaccination: vaccination)
                                    .onTapGesture { selected = vaccination }
                            }
                        } header: {
                            Text(disease)
                                .font(.title3.bold())
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.vertical, 4)
                                .background(.bar)
                        }
                    }

                    Label {
                        Text("Vaccinations you had abroad or privately may not be shown. Contact your GP surgery to add them.")
                    } icon: {
                        Image(systemName: "info.circle.fill")
                            .foregroundStyle(.blue)
                    }
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                }
                .padding(.horizontal)
            }
            .navigationTitle("Vaccinations")
            .toolbar {
                ShareLink(item: URL(string: "https://www.nhs.uk/nhs-app/")!) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
            .sheet(item: $selected) { vaccination in
                Text(vaccination.product)
            }
        }
    }
}

struct VaccinationCard: View {
    let vaccination: Vaccination

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(vaccination.dose)
                    .font(.headline)
                Spacer()
                Image(systemName: "checkmark.seal.fill")
                    .foregroundStyle(.green)
            }
            Text(vaccination.product)
                .font(.subheadline)
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                GridRow {
                    Text("Date").foregroundStyle(.secondary)
                    Text(vaccination.date.formatted(date: .abbreviated, time: .omitted))
                }
                GridRow {
                    Text("Where").foregroundStyle(.secondary)
                    Text(vaccination.site)
                }
                GridRow {
                    Text("Batch").foregroundStyle(.secondary)
                    Text(vaccination.batch).monospaced()
                }
            }
            .font(.footnote)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .overlay {
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(.quaternary, lineWidth: 1)
        }
    }
}

extension Vaccination {
    static let record: [String: [Vaccination]] = [
        "COVID-19": [
            Vaccination(name: "COVID-19", product: "Comirnaty JN.1", dose: "Autumn booster",
                        date: Date(timeIntervalSince1970: 1_729_468_800), site: "Boots, 12 High Street", batch: "HK4821"),
            Vaccination(name: "COVID-19", product: "Spikevax XBB.1.5", dose: "Spring booster",
                        date: Date(timeIntervalSince1970: 1_713_225_600), site: "Riverside Medical Centre", batch: "3004217"),
        ],
        "Flu": [
            Vaccination(name: "Flu", product: "Fluenz", dose: "Seasonal 2024 to 2025",
                        date: Date(timeIntervalSince1970: 1_728_518_400), site: "Riverside Medical Centre", batch: "QX9912A"),
        ],
    ]
}

#Preview("Record") {
    VaccinationRecordView(vaccinations: Vaccination.record)
}
