import SwiftUI

/// A block of code-like text VoiceOver reads as source code.
struct PrescriptionCodeContentTypeProbe: View {
    var body: some View {
        Text("if dose > 2 { warn() }")
            .font(.system(.body, design: .monospaced))
            .padding(8)
            .background(Color.gray.opacity(0.2))
            .accessibilityTextContentType(.sourceCode)
    }
}
