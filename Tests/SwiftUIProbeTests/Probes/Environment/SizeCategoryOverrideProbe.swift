import SwiftUI

/// Body text at the default size and, below it, the same text forced to Extra Extra Large.
struct SizeCategoryOverrideProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Your GP practice")
            Text("Your GP practice")
                .environment(\.sizeCategory, .extraExtraLarge)
        }
    }
}
