import SwiftUI

/// Three swatches in a row: right to left, the first is on the right.
struct RTLStackOrderProbe: View {
    var body: some View {
        HStack(spacing: 10) {
            Color.red.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        .frame(width: 100, alignment: .leading)
    }
}
