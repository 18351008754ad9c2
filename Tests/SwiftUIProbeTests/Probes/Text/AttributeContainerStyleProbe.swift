import Foundation
import SwiftUI

/// A warning whose whole text takes a colour merged in from an attribute container.
struct AttributeContainerStyleProbe: View {
    private var warning: AttributedString {
        var warning = AttributedString("Do not take with alcohol")
        var container = AttributeContainer()
        container.foregroundColor = .red
        warning.mergeAttributes(container)
        return warning
    }

    var body: some View {
        Text(warning)
    }
}
