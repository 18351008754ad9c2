import SwiftUI

/// A heading in a brand font the app has not bundled.
struct MissingBrandFontProbe: View {
    var body: some View {
        Text("Appointments")
            .font(.custom("Frutiger-Roman", size: 22, relativeTo: .title2))
    }
}
