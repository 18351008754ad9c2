import SwiftUI

/// A floating "Nearby" pill on Liquid Glass over a coloured map.
struct GlassEffectPillProbe: View {
    var glass: Glass = .regular

    var body: some View {
        ZStack {
            Color(red: 0, green: 0, blue: 1)
            Text("Nearby")
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .glassEffect(glass)
        }
        .frame(width: 160, height: 60)
    }
}
