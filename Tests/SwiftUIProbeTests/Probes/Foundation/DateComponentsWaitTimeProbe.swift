import Foundation
import SwiftUI

/// An estimated wait written with `DateComponentsFormatter` in two styles.
struct DateComponentsWaitTimeProbe: View {
    private let wait: TimeInterval = 90 * 60

    private func formatter(_ style: DateComponentsFormatter.UnitsStyle) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = style
        return formatter
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Wait: \(formatter(.full).string(from: wait) ?? "")")
            Text(formatter(.abbreviated).string(from: wait) ?? "")
            Text(formatter(.positional).string(from: wait) ?? "")
        }
    }
}
