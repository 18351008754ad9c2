import SwiftUI

/// A featured card two columns wide beside a small one, in a scroll view with content margins.
struct WideCardSpanProbe: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                Color.purple
                    .frame(height: 50)
                    .containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 8)
                Color.pink
                    .frame(height: 50)
                    .containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 8)
            }
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}
