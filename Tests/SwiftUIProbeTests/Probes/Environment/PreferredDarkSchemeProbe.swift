import SwiftUI

/// A screen that asks for the dark appearance.
struct PreferredDarkSchemeProbe: View {
    var body: some View {
        VStack {
            Color.primary.frame(width: 20, height: 20)
        }
        .preferredColorScheme(.dark)
    }
}
