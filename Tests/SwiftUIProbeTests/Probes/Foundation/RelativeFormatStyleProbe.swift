import Foundation
import SwiftUI

/// A date written relative to now with `formatted(.relative(presentation:))`.
struct RelativeFormatStyleProbe: View {
    private let sent = Date.now.addingTimeInterval(-3 * 3600)

    var body: some View {
        Text("Sent \(sent.formatted(.relative(presentation: .numeric)))")
    }
}
