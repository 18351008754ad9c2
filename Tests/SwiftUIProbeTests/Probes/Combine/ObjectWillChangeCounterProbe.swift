import Combine
import SwiftUI

/// A settings model that counts its own changes by sinking `objectWillChange`.
final class NotificationSettingsModel: ObservableObject {
    @Published var remindersOn = false
    private(set) var changes = 0
    private var cancellable: AnyCancellable?

    init() {
        cancellable = objectWillChange.sink { [weak self] in self?.changes += 1 }
    }
}

/// The settings after two changes: the toggle's state and the count of changes announced.
struct ObjectWillChangeCounterProbe: View {
    @ObservedObject var settings: NotificationSettingsModel

    var body: some View {
        VStack(alignment: .leading) {
            Text(settings.remindersOn ? "Reminders on" : "Reminders off")
            Text("\(settings.changes) changes")
        }
    }
}
