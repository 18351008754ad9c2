import SwiftUI

/// A warning symbol in the hierarchical rendering mode, coloured red.
struct HierarchicalSymbolProbe: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.red)
    }
}
