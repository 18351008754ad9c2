import Combine
import SwiftUI

/// The first usable phone number among a contact's entries, with compactMap, filter and first.
struct FirstValidPhoneProbe: View {
    @State private var phone = "None"
    private let entries: [String?] = [nil, "", "0300", "07700 900123", "020 7946 0000"]

    var body: some View {
        Text(phone)
            .onReceive(
                entries.publisher
                    .compactMap { $0 }
                    .filter { $0.count > 6 }
                    .first()
            ) { phone = $0 }
    }
}
