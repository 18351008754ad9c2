import SwiftUI

/// A nickname field with iOS 13's editing callbacks.
struct DeprecatedTextFieldProbe: View {
    @State private var name = ""

    var body: some View {
        TextField("Nickname", text: $name, onEditingChanged: { changed in
            print("editing: \(changed)")
        }, onCommit: {
            print("committed")
        })
        .padding()
    }
}

/// The same field written today.
struct ModernTextFieldProbe: View {
    @State private var name = ""

    var body: some View {
        TextField("Nickname", text: $name)
            .padding()
    }
}

/// A password field with iOS 13's commit callback as a trailing closure.
struct DeprecatedSecureFieldProbe: View {
    @State private var password = "secret"

    var body: some View {
        SecureField("Password", text: $password) {
            print("committed")
        }
        .padding()
    }
}
