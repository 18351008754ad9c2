import SwiftUI

/// A page with a top heading and a section heading at their levels.
struct HeadingLevelsProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Your health")
                .font(.title)
                .accessibilityHeading(.h1)
            Text("Medicines")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
                .accessibilityHeading(.h2)
            Text("Atorvastatin 20 mg")
        }
    }
}
