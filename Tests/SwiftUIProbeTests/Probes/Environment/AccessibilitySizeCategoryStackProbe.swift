import SwiftUI

/// A label and value side by side that stack when the text size is an accessibility size.
struct AccessibilitySizeCategoryStackProbe: View {
    @Environment(\.sizeCategory) private var sizeCategory

    var body: some View {
        if sizeCategory.isAccessibilityCategory {
            VStack(alignment: .leading) {
                Text("Blood type")
                Text("O positive")
            }
        } else {
            HStack {
                Text("Blood type")
                Text("O positive")
            }
        }
    }
}
