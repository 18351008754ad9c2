import SwiftUI

struct NotMacOSModifierProbe: View {
    var body: some View {
        NavigationStack {
            Text("No new messages")
                .navigationTitle("Inbox")
                #if !os(macOS)
                .navigationBarTitleDisplayMode(.inline)
                #endif
        }
    }
}
