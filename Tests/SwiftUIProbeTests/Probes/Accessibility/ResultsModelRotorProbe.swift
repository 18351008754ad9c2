import SwiftUI

/// A list of test results with a rotor built from its models.
struct ResultsModelRotorProbe: View {
    struct Result: Identifiable {
        let id: Int
        let name: String
    }

    let results = [Result(id: 1, name: "Cholesterol"), Result(id: 2, name: "Vitamin D")]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(results) { result in
                Text(result.name)
            }
        }
        .accessibilityRotor(Text("Results"), entries: results, entryLabel: \.name)
        .accessibilityRotor(.headings) {
            AccessibilityRotorEntry(Text("Cholesterol"), id: 1)
        }
    }
}
