import SwiftUI
import UIKit

struct ResolvedColorProbe: View {
    /// The label colour as it is in dark mode, for a banner that is dark in both appearances.
    private let bannerText = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))

    var body: some View {
        Rectangle()
            .fill(Color(uiColor: bannerText))
            .frame(width: 40, height: 20)
            .padding(10)
            .background(Color.black)
    }
}
