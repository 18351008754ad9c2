import SwiftUI

/// A detail screen with an inline title and its bar hidden or not, the iOS 13 way.
struct InlineBarTitleProbe: View {
    var hidesBar = false

    var body: some View {
        NavigationStack {
            Text("Your next appointment is on Monday.")
                .padding()
                .navigationBarTitle(Text("Appointment"), displayMode: .inline)
                .navigationBarHidden(hidesBar)
        }
    }
}
