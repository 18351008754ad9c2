import SwiftUI

/// A row that drops its decorative symbol from Extra Extra Large text up, comparing size categories.
struct LargeTextSymbolHidingProbe: View {
    @Environment(\.sizeCategory) private var sizeCategory

    var body: some View {
        HStack {
            if sizeCategory < .extraExtraLarge {
                Image(systemName: "pills")
            }
            Text("Medicines")
        }
    }
}
