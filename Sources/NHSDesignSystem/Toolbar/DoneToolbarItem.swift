import SnapUI

/// The done button at the end of a journey in a modal: "Done" in white bold text on a green capsule, on
/// the trailing side.
public struct DoneToolbarItem: ToolbarContent {
    let action: () -> Void

    /// A done button.
    public init(action: @escaping () -> Void) {
        self.action = action
    }

    public var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing, background: .prominent(ToolbarMetrics.doneFill)) {
            Button(action: action) {
                Text("Done").font(ToolbarMetrics.textFont).bold()
            }
            .foregroundStyle(ToolbarMetrics.doneTextColor)
            .dynamicTypeSize(...ToolbarMetrics.largestTextSize)
        }
    }
}
