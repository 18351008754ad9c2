import SwiftUI
import NHSDesignSystem

struct TestResult: Identifiable {
    enum Flag {
        case normal, high, low
    }

    let id = UUID()
    var name: String
    var value: Double
    var unit: String
    var range: ClosedRange<Double>
    var flag: Flag
}

struct TestReport: Identifiable {
    let id = UUID()
    var title: String
    var takenOn: Date
    var requestedBy: String
    var comment: String
    var results: [TestResult]
}

extension TestReport {
    static let fullBloodCount = TestReport(
        title: "Full blood count",
        takenOn: Date(timeIntervalSince1970: 1_748_345_400),
        requestedBy: "Dr Priya Shah",
        comment: "Normal. No action needed.",
        results: [
            TestResult(name: "Haemoglobin", value: 138, unit: "g/L", range: 130...180, flag: .normal),
            TestResult(name: "White cell count", value: 11.6, unit: "10*9/L", range: 4...11, flag: .high),
            TestResult(name: "Platelet count", value: 245, unit: "10*9/L", range: 150...400, flag: .normal),
            TestResult(name: "Ferritin", value: 18, unit: "ug/L", range: 30...400, flag: .low),
        ]
    )
}

/// One set of test results with each value against its range.
struct TestResultsView: View {
    let report: TestReport

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent("Date taken") {
                        Text(report.takenOn, style: .date)
                    }
                    LabeledContent("Requested by", value: report.requestedBy)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Comment from your GP")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(report.comment)
                    }
                }

                Section("Results") {
                    ForEach(report.results) { result in
                        ResultRow(result: result)
                    }
                }

                Section {
                    DisclosureGroup("What do these results mean?") {
                        Text("Ranges differ between laboratories. A value just outside its range is common and is not always a sign of illness.")
                            .font(.callout)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle(report.title)
        }
    }
}

struct ResultRow: View {
    let result: TestResult

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(result.name)
                Spacer()
                Text("\(result.value.formatted()) \(result.unit)")
                    .monospacedDigit()
                    .fontWeight(.semibold)
                flagBadge
            }
            ProgressView(value: position)
                .tint(result.flag == .normal ? .green : .orange)
            Text("Range \(result.range.lowerBound.formatted()) to \(result.range.upperBound.formatted()) \(result.unit)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 2)
    }

    /// Where the value falls in its range, from 0 to 1.
    private var position: Double {
        let span = result.range.upperBound - result.range.lowerBound
        return min(max((result.value - result.range.lowerBound) / span, 0), 1)
    }

    @ViewBuilder private var flagBadge: some View {
        switch result.flag {
        case .normal:
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
                .accessibilityLabel("Normal")
        case .high:
            Image(systemName: "arrow.up.circle.fill")
                .foregroundStyle(.orange)
                .accessibilityLabel("High")
        case .low:
            Image(systemName: "arrow.down.circle.fill")
                .foregroundStyle(.orange)
                .accessibilityLabel("Low")
        }
    }
}

#Preview("Full blood count") {
    TestResultsView(report: .fullBloodCount)
}
