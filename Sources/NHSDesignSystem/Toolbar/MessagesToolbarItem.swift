import SnapUI

/// The messages button of the home screen: an envelope in a glass circle with a red badge counting the
/// unread messages (none at zero, "99+" above 99), read as "Messages, 3 unread".
public struct MessagesToolbarItem: ToolbarContent {
    let unreadCount: Int
    let action: () -> Void

    /// A messages button; a negative `unreadCount` counts as zero.
    public init(unreadCount: Int, action: @escaping () -> Void) {
        self.unreadCount = max(unreadCount, 0)
        self.action = action
    }

    /// What the badge shows: the count, capped at "99+", or nothing when there are no unread messages.
    var badgeText: String? {
        guard unreadCount > 0 else { return nil }
        let limit = ToolbarMetrics.largestBadgeCount
        return unreadCount > limit ? "\(limit)+" : "\(unreadCount)"
    }

    /// What VoiceOver reads: the whole count, never capped.
    var accessibilityLabel: String {
        unreadCount > 0 ? "Messages, \(unreadCount) unread" : "Messages"
    }

    public var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button(action: action) {
                ToolbarSymbol(systemName: "envelope")
            }
            .badge(badgeText.map { Text($0) })
            .accessibilityLabel(accessibilityLabel)
        }
    }
}
