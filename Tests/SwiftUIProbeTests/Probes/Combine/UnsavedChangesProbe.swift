import Combine
import SwiftUI

/// An edit form that notices changes with `dropFirst` (the current value is not a change).
final class EditDetailsModel: ObservableObject {
    @Published var preferredName = "Sam"
    @Published private(set) var hasChanges = false

    init() {
        $preferredName
            .dropFirst()
            .map { _ in true }
            .assign(to: &$hasChanges)
    }
}

/// The form's save state.
struct UnsavedChangesProbe: View {
    @ObservedObject var model: EditDetailsModel

    var body: some View {
        Label(
            model.hasChanges ? "Unsaved changes" : "All changes saved",
            systemImage: model.hasChanges ? "pencil.circle" : "checkmark.circle")
    }
}
