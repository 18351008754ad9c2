/// Whether a scroll view shows its scroll indicators, as SwiftUI's `ScrollIndicatorVisibility`.
/// iOS shows them only while scrolling, so a snapshot at rest draws none whatever is chosen.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    private let kind: Kind

    /// The platform decides (on iOS: while scrolling).
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden, though shown while scrolling on platforms that need them.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

extension View {
    /// Whether the scroll views inside show their indicators (none are drawn at rest).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}
