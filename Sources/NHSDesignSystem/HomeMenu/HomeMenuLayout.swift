import SnapUI

/// The home menu's grid: tiles in rows of equal-width columns inside the screen margin, the number of
/// columns chosen by `HomeMenuLayoutRules` from the width offered and the text size. The tiles of a
/// row share the height of the tallest.
struct HomeMenuLayout: Layout {
    let dynamicTypeSize: DynamicTypeSize

    /// The grid for a width: its columns, the tiles' width and each row's height.
    struct Grid {
        var columns: Int
        var tileWidth: Double
        var rowHeights: [Double]

        var height: Double {
            rowHeights.reduce(0, +) + Double(max(rowHeights.count - 1, 0)) * HomeMenuMetrics.rowGap
                + 2 * HomeMenuMetrics.screenMargin
        }
    }

    func grid(width: Double, subviews: LayoutSubviews) -> Grid {
        let columns = HomeMenuLayoutRules.columns(width: width, dynamicTypeSize: dynamicTypeSize)
        let gaps = Double(columns - 1) * HomeMenuMetrics.columnGap
        let tileWidth = max((width - 2 * HomeMenuMetrics.screenMargin - gaps) / Double(columns), 0)
        let rowHeights = stride(from: 0, to: subviews.count, by: columns).map { start in
            subviews[start..<min(start + columns, subviews.count)]
                .map { Double($0.sizeThatFits(ProposedViewSize(width: tileWidth, height: nil)).height) }
                .max() ?? 0
        }
        return Grid(columns: columns, tileWidth: tileWidth, rowHeights: rowHeights)
    }

    /// The width offered, or a phone's when none (or no finite one) is.
    private func width(_ proposal: ProposedViewSize) -> Double {
        guard let width = proposal.width, width.isFinite else { return HomeMenuMetrics.idealWidth }
        return width
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        let width = width(proposal)
        return CGSize(width: width, height: grid(width: width, subviews: subviews).height)
    }

    /// The default spacing: the grid keeps its own margin around the tiles, so the text inside them
    /// asks nothing of the views around the menu (a layout's default is its subviews' spacing).
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        ViewSpacing()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let grid = grid(width: bounds.width, subviews: subviews)
        var y = bounds.minY + HomeMenuMetrics.screenMargin
        for (row, height) in grid.rowHeights.enumerated() {
            for column in 0..<grid.columns {
                let index = row * grid.columns + column
                guard index < subviews.count else { break }
                let x = bounds.minX + HomeMenuMetrics.screenMargin + Double(column) * (grid.tileWidth + HomeMenuMetrics.columnGap)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: grid.tileWidth, height: height))
            }
            y += height + HomeMenuMetrics.rowGap
        }
    }
}
