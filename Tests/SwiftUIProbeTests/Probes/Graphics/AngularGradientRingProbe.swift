import SwiftUI

/// An activity ring stroked with a conic gradient that runs once round it.
struct AngularGradientRingProbe: View {
    var body: some View {
        Circle()
            .strokeBorder(
                AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], center: .center),
                lineWidth: 10)
            .frame(width: 100, height: 100)
    }
}
