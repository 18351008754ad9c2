import SwiftUI

/// A marker indented by leading padding: right to left, the indent is on the right.
struct RTLLeadingPaddingProbe: View {
    var body: some View {
        Color.green
            .frame(width: 20, height: 20)
            .padding(.leading, 30)
            .padding(.trailing, 5)
            .frame(width: 100, alignment: .leading)
            .environment(\.layoutDirection, .rightToLeft)
    }
}
