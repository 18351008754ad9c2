import Raster

/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow`'s views fill its columns in
/// turn; a column is as wide as its widest cell (sharing the width offered as a stack does when
/// they do not all fit); a row as tall as its tallest. Any other view spans every column.
public struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing, verticalSpacing)
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing ?? defaultStackSpacing,
                  verticalSpacing: verticalSpacing ?? defaultStackSpacing, children: SnapUI.makeNodes(content, in: environment))]
    }
}

/// One row of a `Grid`: its views go into the grid's columns in turn.
public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        [GridRowNode(alignment: alignment, children: SnapUI.makeNodes(content, in: environment))]
    }
}

extension View {
    /// Makes the view, in a `GridRow`, take `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        wrapNode { GridCellNode(child: $0, columns: max(count, 1)) }
    }
}

/// A grid cell that spans several columns.
final class GridCellNode: WrapperNode {
    let columns: Int

    init(child: Node, columns: Int) {
        self.columns = columns
        super.init(child: child)
    }
}

/// A row of a grid; the grid measures and places its cells.
final class GridRowNode: Node {
    let alignment: VerticalAlignment?

    init(alignment: VerticalAlignment?, children: [Node]) {
        self.alignment = alignment
        super.init(children: children)
    }
}

/// Lays out a grid's rows and columns.
final class GridNode: Node {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    init(alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double, children: [Node]) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing, verticalSpacing)
        super.init(children: children)
    }

    /// A cell: its node, its first column and how many it spans.
    private struct Cell {
        let node: Node
        let column: Int
        let span: Int
    }

    /// The cells of each row; nil for a view outside any row, which spans every column.
    private var rows: [[Cell]?] {
        children.map { child in
            guard let row = child as? GridRowNode else { return nil }
            var column = 0
            return row.children.map { node in
                let span = (node as? GridCellNode)?.columns ?? 1
                defer { column += span }
                return Cell(node: node, column: column, span: span)
            }
        }
    }

    private var columnCount: Int {
        rows.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0
    }

    /// Each column's width for `width` offered: the widest single-column cell's ideal width;
    /// when they do not all fit, shared out as a stack shares its width (least flexible first).
    private func columnWidths(_ width: Double?) -> [Double] {
        let count = columnCount
        guard count > 0 else { return [] }
        let cells = rows.compactMap { $0 }.flatMap { $0 }.filter { $0.span == 1 }
        func widest(_ column: Int, _ proposal: Double?) -> Double {
            cells.filter { $0.column == column }
                .map { $0.node.sizeThatFits(ProposedViewSize(width: proposal, height: nil)).width }.max() ?? 0
        }
        let ideal = (0..<count).map { widest($0, nil) }
        let spacing = Double(count - 1) * horizontalSpacing
        guard let width, ideal.reduce(0, +) + spacing > width + 1e-9 else { return ideal }
        let smallest = (0..<count).map { widest($0, 0) }
        var remaining = width - spacing
        var widths = ideal
        var left = count
        for column in (0..<count).sorted(by: { ideal[$0] - smallest[$0] < ideal[$1] - smallest[$1] }) {
            let offer = max(remaining / Double(left), 0)
            widths[column] = min(ideal[column], offer)
            remaining -= widths[column]
            left -= 1
        }
        return widths
    }

    /// The frames of every cell's space and each row's height, for `width`.
    private func layout(_ width: Double?) -> (columns: [Double], rowHeights: [Double]) {
        let columns = columnWidths(width)
        let total = columns.reduce(0, +) + Double(max(columns.count - 1, 0)) * horizontalSpacing
        let heights = rows.enumerated().map { index, row -> Double in
            guard let row else {
                return children[index].sizeThatFits(ProposedViewSize(width: width ?? total, height: nil)).height
            }
            return row.map { cell in
                cell.node.sizeThatFits(ProposedViewSize(width: spanWidth(cell, columns), height: nil)).height
            }.max() ?? 0
        }
        return (columns, heights)
    }

    private func spanWidth(_ cell: Cell, _ columns: [Double]) -> Double {
        let spanned = columns[cell.column..<min(cell.column + cell.span, columns.count)]
        return spanned.reduce(0, +) + Double(max(spanned.count - 1, 0)) * horizontalSpacing
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let (columns, heights) = layout(proposal.width)
        let width = columns.reduce(0, +) + Double(max(columns.count - 1, 0)) * horizontalSpacing
        let outside = children.indices.filter { !(children[$0] is GridRowNode) }
            .map { children[$0].sizeThatFits(ProposedViewSize(width: proposal.width ?? width, height: nil)).width }
        let height = heights.reduce(0, +) + Double(max(heights.count - 1, 0)) * verticalSpacing
        return Size(width: max(width, outside.max() ?? 0), height: height)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let (columns, heights) = layout(frame.width)
        var starts: [Double] = []
        var x = frame.minX
        for column in columns {
            starts.append(x)
            x += column + horizontalSpacing
        }
        let gridWidth = columns.reduce(0, +) + Double(max(columns.count - 1, 0)) * horizontalSpacing
        var y = frame.minY
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            if let row, let node = children[index] as? GridRowNode {
                node.frame = Rect(x: frame.minX, y: y, width: gridWidth, height: height)
                for cell in row {
                    let space = Rect(x: starts[cell.column], y: y, width: spanWidth(cell, columns), height: height)
                    let size = cell.node.sizeThatFits(ProposedViewSize(width: space.width, height: nil))
                    let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: node.alignment ?? alignment.vertical)
                    cell.node.place(in: Rect(origin: cellAlignment.origin(of: size, in: space), size: size))
                }
            } else {
                let space = Rect(x: frame.minX, y: y, width: frame.width, height: height)
                let size = children[index].sizeThatFits(ProposedViewSize(width: frame.width, height: nil))
                children[index].place(in: Rect(origin: alignment.origin(of: size, in: space), size: size))
            }
            y += height + verticalSpacing
        }
    }
}
