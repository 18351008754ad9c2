import SwiftUI

/// A card turned 45 degrees about its vertical axis, as a flip animation rests part way.
struct FlippedCardProbe: View {
    var body: some View {
        Color(red: 1, green: 0, blue: 0)
            .frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
            .padding(30)
            .background(Color.white)
    }
}
