import Foundation
import SwiftUI

/// A date written for a German locale set on the view.
struct GermanDateProbe: View {
    private let appointment = Date(timeIntervalSince1970: 1_748_941_200)  // 3 June 2025, 09:00 UTC

    var body: some View {
        Text(appointment, style: .date)
            .environment(\.locale, Locale(identifier: "de_DE"))
    }
}
