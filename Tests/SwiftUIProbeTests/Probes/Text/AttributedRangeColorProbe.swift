import Foundation
import SwiftUI

/// A message with one word coloured through a range of its attributed string.
struct AttributedRangeColorProbe: View {
    private var message: AttributedString {
        var message = AttributedString("Your result is ready")
        if let range = message.range(of: "ready") {
            message[range].foregroundColor = .red
        }
        return message
    }

    var body: some View {
        Text(message)
    }
}
