// Help text: a tooltip on iPadOS with a pointer, and VoiceOver's hint on iOS. A snapshot shows no
// pointer, so the text is accepted and not drawn.

extension View {
    /// Text describing what the view does, shown as a tooltip under a pointer (never drawn in a snapshot).
    public func help(_ text: Text) -> some View { self }

    /// A localised string describing what the view does, as a tooltip (never drawn in a snapshot).
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// A string describing what the view does, as a tooltip (never drawn in a snapshot).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
