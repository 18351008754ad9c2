import SwiftUI
import NHSDesignSystem

struct GPSurgery {
    var name: String
    var address: [String]
    var phone: String
    var website: URL
    var distanceInMiles: Double
    var openingHours: [(day: String, hours: String)]
    var isOpenNow: Bool
}

extension GPSurgery {
    static let riverside = GPSurgery(
        name: "Riverside Medical Centre",
        address: ["4 Mill Lane", "Leeds", "LS1 4AB"],
        phone: "0113 496 0000",
        website: URL(string: "https://www.riversidemedical.nhs.uk")!,
        distanceInMiles: 0.8,
        openingHours: [
            ("Monday to Friday", "8am to 6:30pm"),
            ("Saturday", "9am to 12pm"),
            ("Sunday", "Closed"),
        ],
        isOpenNow: true
    )
}

/// The patient's GP surgery: a card with how to get in touch, and its opening times.
struct GPSurgeryView: View {
    let surgery: GPSurgery

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    SurgeryCard(surgery: surgery)

                    VStack(alignment: .leading, spacing: 12) {
                        Text("Opening times")
                            .font(.title3.bold())
                        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                            ForEach(surgery.openingHours, id: \.day) { row in
                                GridRow {
                                    Text(row.day)
                                        .foregroundStyle(.secondary)
                                    Text(row.hours)
                                }
                            }
                        }
                    }

                    Text("If you need help urgently and your GP surgery is closed, go to [111.nhs.uk](https://111.nhs.uk) or call **111**.")
                        .font(.callout)
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Your GP surgery")
        }
    }
}

struct SurgeryCard: View {
    let surgery: GPSurgery

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top, spacing: 12) {
                Image(systemName: "cross.case.fill")
                    .font(.title2)
                    .foregroundStyle(.white)
                    .frame(width: 48, height: 48)
                    .background(Color.nhsBlue, in: RoundedRectangle(cornerRadius: 12))
                VStack(alignment: .leading, spacing: 4) {
                    Text(surgery.name)
                        .font(.headline)
                    Text(surgery.address.joined(separator: ", "))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    HStack(spacing: 6) {
                        Text(surgery.isOpenNow ? "Open now" : "Closed")
                            .font(.caption.bold())
                            .padding(.horizontal, 8)
                            .padding(.vertical, 2)
                            .background(surgery.isOpenNow ? Color.green.opacity(0.2) : Color.red.opacity(0.2), in: Capsule())
                            .foregroundStyle(surgery.isOpenNow ? .green : .red)
                        Text("\(surgery.distanceInMiles, format: .number.precision(.fractionLength(1))) miles away")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }

            Divider()

            HStack(spacing: 12) {
                Link(destination: URL(string: "tel:\(surgery.phone.filter(\.isNumber))")!) {
                    Label("Call", systemImage: "phone.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)

                Link(destination: surgery.website) {
                    Label("Website", systemImage: "safari")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
            }
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 8, y: 2)
    }
}

#Preview("Card") {
    GPSurgeryView(surgery: .riverside)
}
