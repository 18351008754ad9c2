import SwiftUI

/// A symbol beside its label, drawn heavier with the text when Bold Text is on.
struct BoldTextSymbolProbe: View {
    var body: some View {
        Image(systemName: "bell")
    }
}
