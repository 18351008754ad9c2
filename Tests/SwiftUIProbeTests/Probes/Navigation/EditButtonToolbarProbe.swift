import SwiftUI

/// A list of reminders with an Edit button in the navigation bar.
struct EditButtonToolbarProbe: View {
    @State private var reminders = ["Take tablets", "Book review"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(reminders, id: \.self) { reminder in
                    Text(reminder)
                }
                .onDelete { reminders.remove(atOffsets: $0) }
            }
            .navigationTitle("Reminders")
            .toolbar {
                EditButton()
            }
        }
    }
}
