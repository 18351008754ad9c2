import Combine
import SwiftUI

/// Doses taken today, with a starting value prepended and a running total with `scan`.
struct PrependScanTotalProbe: View {
    @State private var total = 0
    private let doses = [2, 1].publisher

    var body: some View {
        Text("\(total) tablets today")
            .onReceive(doses.prepend(1).scan(0, +)) { total = $0 }
    }
}
