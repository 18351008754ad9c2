import SnapUI

/// A toolbar button showing only a symbol, in a glass circle on the trailing side. Use it when research
/// shows most users understand the symbol; `label` is what VoiceOver reads for it.
public struct IconToolbarItem: ToolbarContent {
    let systemImage: String
    let label: String
    let accessibilityHint: String?
    let action: () -> Void

    /// A button showing the SF Symbol `systemImage`, read by VoiceOver as `label`, then `accessibilityHint`.
    public init(systemImage: String, label: String, accessibilityHint: String? = nil, action: @escaping () -> Void) {
        self.systemImage = systemImage
        self.label = label
        self.accessibilityHint = accessibilityHint
        self.action = action
    }

    public var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button(action: action) {
                ToolbarSymbol(systemName: systemImage)
            }
            .accessibilityLabel(label)
            .accessibilityHint(accessibilityHint ?? "")
        }
    }
}
