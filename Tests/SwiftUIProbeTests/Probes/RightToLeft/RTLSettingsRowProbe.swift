import SwiftUI

/// A settings row: icon, title, then its value pushed to the trailing edge.
struct RTLSettingsRowProbe: View {
    var body: some View {
        HStack {
            Image(systemName: "bell.fill")
                .foregroundStyle(.red)
            Text("Notifications")
            Spacer()
            Text("On")
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}
