import SwiftUI

/// A badge whose colour is derived from one brand colour by turning its hue half way round.
struct HueRotatedBadgeProbe: View {
    var body: some View {
        Text("NEW")
            .font(.caption)
            .foregroundStyle(.white)
            .frame(width: 60, height: 24)
            .background(Color(red: 1, green: 0, blue: 0))
            .hueRotation(.degrees(180))
    }
}
