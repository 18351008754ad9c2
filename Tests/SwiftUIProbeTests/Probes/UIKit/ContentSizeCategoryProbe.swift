import SwiftUI
import UIKit

struct ContentSizeCategoryProbe: View {
    private var stacksVertically: Bool {
        UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory
    }

    var body: some View {
        if stacksVertically {
            VStack(alignment: .leading) { Text("Dose"); Text("2 tablets") }
        } else {
            HStack { Text("Dose"); Text("2 tablets") }
        }
    }
}
