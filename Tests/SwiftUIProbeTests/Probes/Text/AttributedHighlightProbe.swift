import Foundation
import SwiftUI

/// A search result with the matched word highlighted by a background colour.
struct AttributedHighlightProbe: View {
    private var result: AttributedString {
        var result = AttributedString("Flu vaccine clinic")
        if let range = result.range(of: "vaccine") {
            result[range].backgroundColor = .yellow
        }
        return result
    }

    var body: some View {
        Text(result)
    }
}
