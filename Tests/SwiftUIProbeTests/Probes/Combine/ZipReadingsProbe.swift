import Combine
import SwiftUI

/// Readings paired with their times with `zip`, gathered with `collect`.
struct ZipReadingsProbe: View {
    @State private var rows: [String] = []
    private let times = ["08:00", "12:00", "18:00"]
    private let readings = [72, 80]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(rows, id: \.self) { Text($0) }
        }
        .onReceive(
            times.publisher
                .zip(readings.publisher) { "\($0): \($1) bpm" }
                .collect()
        ) { rows = $0 }
    }
}
