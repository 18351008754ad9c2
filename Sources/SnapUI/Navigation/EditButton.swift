/// Whether a view is in edit mode, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// True while editing (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views inside, as SwiftUI's `editMode`: nil where none is set, and an
    /// `EditButton` then reads "Edit".
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns edit mode on and off, as SwiftUI's: "Edit", or "Done" while editing, drawn as
/// any text button is where it stands (in a toolbar, a text item on glass).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {}
    }
}
