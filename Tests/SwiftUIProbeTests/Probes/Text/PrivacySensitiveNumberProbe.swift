import SwiftUI

/// A patient card whose NHS number is private: hidden when the card is redacted for privacy.
struct PrivacySensitiveNumberProbe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Amara Okafor")
            Text("485 777 3456")
                .privacySensitive()
        }
    }
}
