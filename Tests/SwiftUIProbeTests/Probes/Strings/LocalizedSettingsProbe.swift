import SwiftUI

/// A settings row whose title and hint are localised, and whose value is a formatted number.
struct LocalizedSettingsProbe: View {
    let steps: Int

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Settings")
                Text(String(localized: "tap.hint"))
                    .font(.footnote)
            }
            Spacer()
            Text("\(steps) steps")
        }
        .padding()
    }
}
