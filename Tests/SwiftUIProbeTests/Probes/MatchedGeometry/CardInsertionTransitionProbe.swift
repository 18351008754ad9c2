import SwiftUI

/// A card that grows in from its top and a banner pushed in from the side, shown at rest in place.
struct CardInsertionTransitionProbe: View {
    @State private var showsCard = true
    let startScale: CGFloat = 0.8
    let bannerOffset = CGSize(width: 40, height: 0)

    var body: some View {
        VStack(spacing: 0) {
            if showsCard {
                Color.green
                    .frame(width: 60, height: 30)
                    .transition(.scale(scale: startScale, anchor: .top))
                Color.blue
                    .frame(width: 60, height: 30)
                    .transition(.asymmetric(insertion: .offset(bannerOffset), removal: .offset(x: -40, y: 0)))
            }
        }
        .animation(.spring(duration: 0.4), value: showsCard)
    }
}
