import SwiftUI
import UIKit

struct AlphaComponentColorProbe: View {
    private let warningTint = UIColor.systemRed.withAlphaComponent(0.5)

    var body: some View {
        Text("Allergy noted")
            .frame(maxWidth: .infinity, minHeight: 40)
            .background(Color(uiColor: warningTint))
    }
}
