import SwiftUI

/// An editor on a tinted card, its own background hidden so the card shows through.
struct ClearNotesEditorProbe: View {
    @State private var message = "Feeling better today"

    var body: some View {
        TextEditor(text: $message)
            .scrollContentBackground(.hidden)
            .frame(height: 60)
            .background(Color.yellow)
    }
}
