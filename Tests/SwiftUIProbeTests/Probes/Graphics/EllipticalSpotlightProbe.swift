import SwiftUI

/// A wide hero banner lit by an elliptical spotlight that stretches with the banner.
struct EllipticalSpotlightProbe: View {
    var body: some View {
        Rectangle()
            .fill(EllipticalGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
            .frame(width: 200, height: 100)
    }
}
