// Whether a view takes touches. A snapshot is never touched, so this changes nothing drawn or read:
// as in SwiftUI, a view that takes no touches is still drawn and still read by VoiceOver.

extension View {
    /// Whether the view (and everything in it) takes touches; when false, touches pass through to
    /// the views behind. It draws as before.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}
