import SwiftUI

/// A product card that draws its price last but has VoiceOver read it first.
struct PriceSortPriorityProbe: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Paracetamol 500 mg")
            Text("32 tablets")
            Text("£1.20")
                .accessibilitySortPriority(1)
        }
        .accessibilityElement(children: .contain)
    }
}
