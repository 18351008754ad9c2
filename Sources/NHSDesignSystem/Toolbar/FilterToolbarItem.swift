import SnapUI

/// The filter button of a list: the filter symbol before the word "Filter" in a glass capsule. With
/// active filters the button turns blue and bold and counts them, "Filter (2)", read as "Filter, 2 active".
public struct FilterToolbarItem: ToolbarContent {
    let activeFilterCount: Int
    let action: () -> Void

    /// A filter button; a negative `activeFilterCount` counts as zero.
    public init(activeFilterCount: Int, action: @escaping () -> Void) {
        self.activeFilterCount = max(activeFilterCount, 0)
        self.action = action
    }

    var isActive: Bool { activeFilterCount > 0 }

    public var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button(action: action) {
                HStack(spacing: ToolbarMetrics.filterIconSpacing) {
                    Image(systemName: "line.3.horizontal.decrease")
                        .imageScale(ToolbarMetrics.filterIconScale)
                        .symbolsInEmSquares()
                        .accessibilityHidden(true)
                    Text(isActive ? "Filter (\(activeFilterCount))" : "Filter")
                        .bold(isActive)
                }
                .font(ToolbarMetrics.textFont)
                .padding(ToolbarMetrics.filterContentInsets)
            }
            .foregroundStyle(isActive ? ToolbarMetrics.activeFilterColor : ToolbarMetrics.textColor)
            .dynamicTypeSize(...ToolbarMetrics.largestTextSize)
            .accessibilityLabel(isActive ? "Filter, \(activeFilterCount) active" : "Filter")
        }
    }
}
