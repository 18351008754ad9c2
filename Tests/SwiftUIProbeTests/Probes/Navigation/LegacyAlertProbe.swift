import SwiftUI

/// A sign-out button with an iOS 13 alert.
struct LegacyAlertProbe: View {
    @State private var confirmsSignOut = true

    var body: some View {
        Button("Sign out") { confirmsSignOut = true }
            .alert(isPresented: $confirmsSignOut) {
                Alert(
                    title: Text("Sign out?"),
                    message: Text("You will need to log in again."),
                    primaryButton: .destructive(Text("Sign out")),
                    secondaryButton: .cancel())
            }
    }
}
