import SwiftUI

/// A notes field on a medication screen: a fixed-height editor.
struct MedicationNotesEditorProbe: View {
    @State private var notes = "Take with food"

    var body: some View {
        TextEditor(text: $notes)
            .frame(height: 80)
    }
}
