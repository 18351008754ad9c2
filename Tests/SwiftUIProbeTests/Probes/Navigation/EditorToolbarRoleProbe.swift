import SwiftUI

/// A document screen whose toolbar plays the editor's role.
struct EditorToolbarRoleProbe: View {
    var body: some View {
        NavigationStack {
            Text("Draft letter")
                .navigationTitle("Letter")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarRole(.editor)
        }
    }
}
