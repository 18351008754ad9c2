import SwiftUI
import UIKit

struct SwiftUIColorBridgeProbe: View {
    /// A SwiftUI colour handed to UIKit code and back, as apps do for a tab bar's or a chart's colour.
    private let chartColor = UIColor(Color.orange)

    var body: some View {
        Circle().fill(Color(uiColor: chartColor)).frame(width: 30, height: 30)
    }
}
