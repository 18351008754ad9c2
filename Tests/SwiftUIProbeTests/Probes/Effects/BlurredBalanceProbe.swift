import SwiftUI

/// A balance hidden behind a blur until the user reveals it: a solid block stands in for the figure.
struct BlurredBalanceProbe: View {
    var isRevealed = false

    var body: some View {
        ZStack {
            Color.white
            Rectangle()
                .fill(Color(red: 0, green: 0, blue: 1))
                .frame(width: 40, height: 40)
                .blur(radius: isRevealed ? 0 : 4)
        }
        .frame(width: 100, height: 100)
    }
}
