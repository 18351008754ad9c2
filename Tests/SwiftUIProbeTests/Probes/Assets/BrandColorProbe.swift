import SwiftUI
import UIKit

/// A call to action in the app's brand colour, named in its asset catalogue, and a rule in the same
/// colour as UIKit code names it.
struct BrandColorProbe: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Get started")
                .foregroundStyle(.white)
                .padding()
                .frame(maxWidth: .infinity)
                .background(Color("BrandPrimary"))
            Rectangle()
                .fill(Color(uiColor: UIColor(named: "BrandPrimary") ?? .clear))
                .frame(height: 4)
        }
    }
}
