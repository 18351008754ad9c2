import SwiftUI

/// A favourites label whose symbol is filled through `symbolVariant`.
struct FilledSymbolVariantProbe: View {
    var body: some View {
        Image(systemName: "heart")
            .symbolVariant(.fill)
    }
}
