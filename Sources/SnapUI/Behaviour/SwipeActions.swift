// Buttons a list row reveals when swiped. A snapshot never swipes, so the buttons are accepted and
// never drawn: the row shows as at rest.

extension View {
    /// Buttons revealed by swiping the row from `edge` (never drawn in a snapshot).
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        self
    }
}
