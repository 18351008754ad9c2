import SwiftUI

/// An onboarding card naming its illustration in the asset catalogue.
struct NamedImageProbe: View {
    var body: some View {
        VStack {
            Image("Onboarding")
                .resizable()
                .scaledToFit()
            Text("Welcome")
        }
    }
}
