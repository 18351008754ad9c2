import SwiftUI

/// A chart bar filled with its colour's standard gradient (`Color.gradient`).
struct ColorGradientBarProbe: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(Color(red: 0, green: 0, blue: 1).gradient)
            .frame(width: 40, height: 100)
    }
}
