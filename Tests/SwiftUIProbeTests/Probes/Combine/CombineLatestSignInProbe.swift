import Combine
import SwiftUI

/// A sign-in form model that enables its button when both fields are valid, with `combineLatest`.
final class SignInFormModel: ObservableObject {
    @Published var email = "sam@example.com"
    @Published var password = "correct horse"
    @Published private(set) var canSignIn = false

    init() {
        $email.combineLatest($password) { email, password in
            email.contains("@") && password.count >= 8
        }
        .assign(to: &$canSignIn)
    }
}

/// A button tinted by whether the form is complete.
struct CombineLatestSignInProbe: View {
    @StateObject private var form = SignInFormModel()

    var body: some View {
        Text(form.canSignIn ? "Continue" : "Fill in both fields")
            .foregroundStyle(.white)
            .frame(width: 160, height: 44)
            .background(form.canSignIn ? Color.green : Color.gray)
    }
}
