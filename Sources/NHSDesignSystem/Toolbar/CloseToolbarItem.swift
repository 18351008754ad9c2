import SnapUI

/// The close button of a screen presented as a modal: a cross in a glass circle on the trailing side,
/// read as "Close".
public struct CloseToolbarItem: ToolbarContent {
    let accessibilityHint: String?
    let action: () -> Void

    /// A close button; `accessibilityHint` says where closing returns to.
    public init(accessibilityHint: String? = nil, action: @escaping () -> Void) {
        self.accessibilityHint = accessibilityHint
        self.action = action
    }

    public var body: some ToolbarContent {
        IconToolbarItem(systemImage: "xmark", label: "Close", accessibilityHint: accessibilityHint, action: action)
    }
}
