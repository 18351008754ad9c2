import Foundation
import SwiftUI

/// A download row that writes sizes with `ByteCountFormatter`, in file and memory styles.
struct ByteCountDownloadProbe: View {
    private let sizeInBytes: Int64 = 1_234_567

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Test results.pdf")
                Spacer()
                Text(ByteCountFormatter.string(fromByteCount: sizeInBytes, countStyle: .file))
            }
            Text("Cache: \(ByteCountFormatter.string(fromByteCount: 2048, countStyle: .memory))")
                .font(.footnote)
        }
    }
}
