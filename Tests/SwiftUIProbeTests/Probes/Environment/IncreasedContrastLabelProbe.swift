import SwiftUI

/// A secondary label that turns black when Increase Contrast is on.
struct IncreasedContrastLabelProbe: View {
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        Text("Last updated today")
            .foregroundStyle(contrast == .increased ? Color.black : Color.gray)
    }
}
