import SwiftUI

/// A card padded by the safe area it adds: outside a scroll view, as padding.
struct SafeAreaPaddedCardProbe: View {
    var body: some View {
        Color.mint
            .frame(height: 40)
            .safeAreaPadding(12)
            .background(Color.black)
    }
}
