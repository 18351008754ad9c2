import SwiftUI

/// An instruction whose last words are red, joined with `+`.
struct HighlightedConcatenationProbe: View {
    var body: some View {
        Text("Bring ") + Text("photo ID").foregroundColor(.red)
    }
}
