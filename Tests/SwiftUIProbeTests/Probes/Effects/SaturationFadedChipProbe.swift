import SwiftUI

/// Category chips: a past appointment fully desaturated, a pending one half.
struct SaturationFadedChipProbe: View {
    var body: some View {
        HStack(spacing: 0) {
            Capsule()
                .fill(Color(red: 0, green: 0, blue: 1))
                .frame(width: 60, height: 30)
                .saturation(0)
            Capsule()
                .fill(Color(red: 1, green: 0, blue: 0))
                .frame(width: 60, height: 30)
                .saturation(0.5)
        }
    }
}
