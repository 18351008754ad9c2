import SnapUI

/// A symbol as toolbar items in glass circles show it: at a fixed size, in the bar's symbol colour.
struct ToolbarSymbol: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .symbolSquare(ToolbarMetrics.iconSide)
            .frame(width: ToolbarMetrics.iconSide, height: ToolbarMetrics.iconSide)
            .foregroundStyle(ToolbarMetrics.iconColor)
    }
}
