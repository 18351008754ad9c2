import SwiftUI

/// Pasting a referral code copied from a letter.
struct PasteReferenceProbe: View {
    @State private var code = ""

    var body: some View {
        HStack {
            Text(code.isEmpty ? "No code" : code)
            Spacer()
            PasteButton(payloadType: String.self) { strings in
                code = strings.first ?? ""
            }
        }
    }
}
