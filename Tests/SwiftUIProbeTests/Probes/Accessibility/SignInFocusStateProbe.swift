import SwiftUI

/// A sign-in screen that moves VoiceOver's focus to its error once shown.
struct SignInFocusStateProbe: View {
    enum Field: Hashable {
        case error, email
    }

    @AccessibilityFocusState private var isErrorFocused: Bool
    @AccessibilityFocusState private var focusedField: Field?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Enter a valid email address")
                .foregroundStyle(.red)
                .accessibilityFocused($isErrorFocused)
            Text("Email")
                .accessibilityFocused($focusedField, equals: .email)
        }
        .onAppear {
            isErrorFocused = true
        }
    }
}
