import SwiftUI

/// A row's disclosure chevron: `chevron.forward` points the way text runs; `chevron.right` always right.
struct RTLDisclosureChevronProbe: View {
    var symbol = "chevron.forward"

    var body: some View {
        Image(systemName: symbol)
            .font(.system(size: 30))
            .frame(width: 40, height: 40)
    }
}
