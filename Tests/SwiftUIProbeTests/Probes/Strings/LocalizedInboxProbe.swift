import Foundation
import SwiftUI

/// An inbox header as an app localises it: keys from its string catalogue, a plural, a table of its
/// own, a string made in code, and a name that is never translated.
struct LocalizedInboxProbe: View {
    let unread: Int
    let name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("home.title")
                .font(.headline)
            Text("\(name) has \(unread) new messages")
            Text("\(unread) messages")
            Text("legacy.greeting", tableName: "Legacy")
            Text(verbatim: "home.title")
            Text(subtitle)
        }
    }

    private var subtitle: String {
        String(localized: "prescriptions.empty", comment: "Shown when the list is empty")
    }
}
