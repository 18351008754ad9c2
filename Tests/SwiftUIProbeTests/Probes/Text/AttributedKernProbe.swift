import Foundation
import SwiftUI

/// A spaced-out badge label through the `kern` attribute.
struct AttributedKernProbe: View {
    private var badge: AttributedString {
        var badge = AttributedString("NHS")
        badge.kern = 2
        return badge
    }

    var body: some View {
        Text(badge)
    }
}
