/// Whether the user can select the text inside a view, as SwiftUI's `TextSelectability`. Selecting
/// needs a long press, so a snapshot draws selectable text as any other.
public struct TextSelectability: Hashable, Sendable {
    let isSelectable: Bool

    /// The text can be selected and copied.
    public static let enabled = TextSelectability(isSelectable: true)
    /// The text cannot be selected.
    public static let disabled = TextSelectability(isSelectable: false)
}

extension View {
    /// Lets the user select the text inside the view (it changes nothing drawn).
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
}
