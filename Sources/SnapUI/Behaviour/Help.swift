// Help text: a tooltip on iPadOS with a pointer, and VoiceOver's hint on iOS. A snapshot shows no
// pointer, so the text is accepted and not drawn.

extension View {
    /// Text describing what the view does, shown as a tooltip under a pointer (never drawn in a snapshot).
    public func help(_ text: String) -> some View { self }
}
