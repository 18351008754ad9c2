import SnapUI

/// A toolbar button labelled with text in the NHS font, in a glass capsule on the trailing side. Use it
/// for an action a symbol cannot reliably show.
public struct TextToolbarItem: ToolbarContent {
    let label: String
    let accessibilityHint: String?
    let action: () -> Void

    /// A button showing `label`, read by VoiceOver as `label`, then `accessibilityHint`.
    public init(label: String, accessibilityHint: String? = nil, action: @escaping () -> Void) {
        self.label = label
        self.accessibilityHint = accessibilityHint
        self.action = action
    }

    public var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button(action: action) {
                Text(label).font(ToolbarMetrics.textFont)
            }
            .foregroundStyle(ToolbarMetrics.textColor)
            .dynamicTypeSize(...ToolbarMetrics.largestTextSize)
            .accessibilityHint(accessibilityHint ?? "")
        }
    }
}
