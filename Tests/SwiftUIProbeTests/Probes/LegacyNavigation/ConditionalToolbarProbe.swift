import SwiftUI

/// A form whose Done button shows only while a field is focused: views straight in `.toolbar`, under an `if`.
struct ConditionalToolbarProbe: View {
    var isEditing: Bool

    var body: some View {
        NavigationStack {
            Form {
                Text("Amount")
            }
            .navigationTitle("Split")
            .toolbar {
                if isEditing {
                    Button("Done") {}
                }
            }
        }
    }
}
