import SwiftUI

/// A white logo mark tinted with the brand colour by multiplying.
struct ColorMultiplyLogoProbe: View {
    var body: some View {
        Circle()
            .fill(.white)
            .frame(width: 40, height: 40)
            .colorMultiply(Color(red: 0, green: 0.5, blue: 1))
            .padding(10)
            .background(Color(white: 0.5))
    }
}
