/// iOS's Paste button, as SwiftUI's `PasteButton` (UIPasteControl): "Paste" with the clipboard symbol,
/// white on a capsule of the tint, as a bordered prominent button. It pastes only when tapped, so a
/// snapshot never calls its action. `.labelStyle(.iconOnly)`, `.buttonBorderShape` and `.tint`
/// change it as they change a button.
public struct PasteButton: View {
    /// A button that pastes items of `payloadType` and gives them to `onPaste`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public var body: some View {
        Button {} label: {
            // iOS's own title, which no app's table translates.
            Label { Text(verbatim: "Paste") } icon: { Image(systemName: "doc.on.clipboard") }
        }
        .buttonStyle(.borderedProminent)
        .layoutRole("pasteButton")
    }
}
