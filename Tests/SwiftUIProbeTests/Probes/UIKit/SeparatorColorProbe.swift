import SwiftUI

struct SeparatorColorProbe: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Repeat prescriptions").frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            Color(uiColor: .separator).frame(height: 4)
            Text("Order history").frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        }
        .background(Color(uiColor: .systemBackground))
    }
}
