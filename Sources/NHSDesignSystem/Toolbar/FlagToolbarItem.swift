import SnapUI

/// The flag button of a detail view: an outlined flag, or a filled one when the item is flagged, read as
/// "Flag" or "Unflag" followed by `labelSuffix` (such as " this message").
public struct FlagToolbarItem: ToolbarContent {
    let flagged: Bool
    let labelSuffix: String
    let action: () -> Void

    /// A flag button for an item that is `flagged` or not.
    public init(flagged: Bool, labelSuffix: String = "", action: @escaping () -> Void) {
        self.flagged = flagged
        self.labelSuffix = labelSuffix
        self.action = action
    }

    public var body: some ToolbarContent {
        IconToolbarItem(
            systemImage: flagged ? "flag.fill" : "flag",
            label: (flagged ? "Unflag" : "Flag") + labelSuffix,
            action: action)
    }
}
