import SwiftUI

/// A banner that reports its laid-out width into state, which a caption shows.
struct BannerWidthGeometryChangeProbe: View {
    @State private var bannerWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading) {
            Color.green
                .frame(height: 10)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newValue in
                    bannerWidth = newValue
                }
            Text("Banner \(Int(bannerWidth)) pt wide")
        }
    }
}
