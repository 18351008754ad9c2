import SwiftUI
import UIKit

struct FontMetricsScaledValueProbe: View {
    var body: some View {
        let side = UIFontMetrics(forTextStyle: .body).scaledValue(for: 24)
        HStack(alignment: .top) {
            Rectangle().fill(Color.green).frame(width: side, height: side)
            Text("Vaccinations")
        }
    }
}
