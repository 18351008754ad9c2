import SwiftUI

/// A section header in capitals through `textCase`.
struct UppercaseHeaderProbe: View {
    var body: some View {
        Text("Upcoming appointments")
            .font(.footnote)
            .textCase(.uppercase)
    }
}
