import Foundation
import SwiftUI

/// A clinician's photo loaded from the web, in a circle.
struct AvatarAsyncImageProbe: View {
    var body: some View {
        HStack {
            AsyncImage(url: URL(string: "https://example.com/avatar.png"))
                .frame(width: 40, height: 40)
                .clipShape(Circle())
            Text("Dr Patel")
            Spacer()
        }
    }
}
