import SwiftUI

/// A side bar that matches the height of the card beside it, read with the old-and-new action.
struct MatchedHeightGeometryChangeProbe: View {
    @State private var cardHeight: CGFloat = 0

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Color.red
                .frame(width: 10, height: 40)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { oldValue, newValue in
                    if oldValue != newValue || cardHeight == 0 { cardHeight = newValue }
                }
            Color.blue
                .frame(width: 10, height: cardHeight)
        }
    }
}
