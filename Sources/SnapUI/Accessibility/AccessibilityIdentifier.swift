// The identifier UI tests find an element by. VoiceOver never reads it, so it changes neither the
// pixels nor the transcript.

extension View {
    /// Names the element for UI tests (it changes nothing drawn or read).
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
}
