import SwiftUI

/// A short editor holding more text than fits: it scrolls, showing its first lines.
struct LongLetterEditorProbe: View {
    @State private var letter = """
        Dear Dr Patel,
        Thank you for seeing me last week.
        The new dose is working well.
        I have had no side effects.
        Kind regards
        """

    var body: some View {
        TextEditor(text: $letter)
            .font(.body)
            .frame(height: 60)
    }
}
