import Foundation
import Raster

/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow`'s views fill its columns in
/// turn; a column is as wide as its widest cell and a row as tall as its tallest, the width and
/// height offered shared out among them as a stack shares its length (so a column holding a
/// flexible view takes what the others leave). Any other view spans every column.
public struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing.double, verticalSpacing.double)
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
        trait(GridCellColumnsKey.self, max(count, 1))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, in place of the grid's
    /// alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        trait(GridColumnAlignmentKey.self, guide)
    }

    /// Places this cell at `anchor` of its space (the column's width and the row's height), in place
    /// of the row's and the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        trait(GridCellAnchorKey.self, anchor)
    }

    /// Keeps this cell out of the sizing of its column (`.horizontal`) or row (`.vertical`): a
    /// flexible view such as a `Color` or `Divider` then takes the size the other cells give, rather
    /// than widening the grid to all it is offered.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        trait(GridCellUnsizedAxesKey.self, axes)
    }
}

private enum GridCellColumnsKey: ViewTraitKey { static let defaultValue = 1 }
private enum GridColumnAlignmentKey: ViewTraitKey { static let defaultValue: HorizontalAlignment? = nil }
private enum GridCellAnchorKey: ViewTraitKey { static let defaultValue: UnitPoint? = nil }
private enum GridCellUnsizedAxesKey: ViewTraitKey { static let defaultValue: Axis.Set = [] }

/// A row of a grid; the grid measures and places its cells.
final class GridRowNode: Node {
    let alignment: VerticalAlignment?

    init(alignment: VerticalAlignment?, children: [Node]) {
        self.alignment = alignment
        super.init(children: children)
    }
}

/// Lays out a grid's rows and columns, each sized as a stack sizes its children (`SpaceSharing`):
/// a column is offered a share of the width and is as wide as its widest cell takes of it; a row
/// likewise shares the height. A view outside any row spans every column; a cell spanning columns
/// takes their widths but does not size them.
final class GridNode: Node {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    init(alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double, children: [Node]) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing, verticalSpacing)
        super.init(children: children)
    }

    /// A cell: its node, its first column, how many it spans, and what its traits ask of the grid.
    private struct Cell {
        let node: Node
        let column: Int
        let span: Int
        let traits: ViewTraits

        var sizesColumn: Bool { span == 1 && !traits[GridCellUnsizedAxesKey.self].contains(.horizontal) }
        var sizesRow: Bool { !traits[GridCellUnsizedAxesKey.self].contains(.vertical) }
    }

    /// The cells of each row; nil for a view outside any row, which spans every column.
    private lazy var rows: [[Cell]?] = children.map { child in
        guard let row = child as? GridRowNode else { return nil }
        var column = 0
        return row.children.map { node in
            let traits = node.traits
            let span = traits[GridCellColumnsKey.self]
            defer { column += span }
            return Cell(node: node, column: column, span: span, traits: traits)
        }
    }

    private var columnCount: Int {
        rows.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0
    }

    /// Each column's width for `width` offered.
    private func columnWidths(_ width: CGFloat?) -> [Double] {
        let cells = rows.compactMap { $0 }.flatMap { $0 }.filter(\.sizesColumn)
        let columns = (0..<columnCount).map { column in cells.filter { $0.column == column } }
        func length(_ column: Int, _ offer: CGFloat?) -> Double {
            columns[column].map { $0.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        return lengths(columns.count, sharing: width, spacing: horizontalSpacing, length: length)
    }

    /// Each row's height for `height` offered, given the columns' widths.
    private func rowHeights(_ height: CGFloat?, columns: [Double]) -> [Double] {
        let gridWidth = columns.reduce(0, +) + gaps(columns.count, horizontalSpacing)
        func length(_ row: Int, _ offer: CGFloat?) -> Double {
            guard let cells = rows[row] else {
                return children[row].sizeThatFits(ProposedViewSize(width: gridWidth, height: offer)).height
            }
            return cells.filter(\.sizesRow).map {
                $0.node.sizeThatFits(ProposedViewSize(width: spanWidth($0, columns), height: offer)).height
            }.max() ?? 0
        }
        return lengths(rows.count, sharing: height, spacing: verticalSpacing, length: length)
    }

    /// The lengths of `count` columns or rows: each its ideal (`length(index, nil)`) when nothing is
    /// offered, else `offered` less the gaps shared out among them as a stack shares its length.
    private func lengths(
        _ count: Int, sharing offered: CGFloat?, spacing: Double, length: (Int, CGFloat?) -> Double
    ) -> [Double] {
        guard let offered else { return (0..<count).map { length($0, nil) } }
        let sharing = SpaceSharing(children: (0..<count).map {
            SpaceSharing.Child(smallest: length($0, 0), largest: length($0, .infinity))
        })
        var lengths = [Double](repeating: 0, count: count)
        sharing.share(offered - gaps(count, spacing)) { index, offer in
            lengths[index] = length(index, offer)
            return lengths[index]
        }
        return lengths
    }

    private func gaps(_ count: Int, _ spacing: Double) -> Double {
        Double(max(count - 1, 0)) * spacing
    }

    private func spanWidth(_ cell: Cell, _ columns: [Double]) -> Double {
        let spanned = columns[cell.column..<min(cell.column + cell.span, columns.count)]
        return spanned.reduce(0, +) + gaps(spanned.count, horizontalSpacing)
    }

    /// The grid's width for `columns`: theirs, or wider when a view outside the rows takes more
    /// of the width offered (a `Divider` between rows widens the grid to all it is offered).
    private func gridWidth(_ columns: [Double], offered: CGFloat?) -> Double {
        let width = columns.reduce(0, +) + gaps(columns.count, horizontalSpacing)
        let outside = children.indices.filter { rows[$0] == nil }
            .map { children[$0].sizeThatFits(ProposedViewSize(width: offered ?? width, height: nil)).width }
        return max(width, outside.max() ?? 0)
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let columns = columnWidths(proposal.width)
        let heights = rowHeights(proposal.height, columns: columns)
        return Size(
            width: gridWidth(columns, offered: proposal.width),
            height: heights.reduce(0, +) + gaps(heights.count, verticalSpacing))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let columns = columnWidths(frame.width)
        let heights = rowHeights(frame.height, columns: columns)
        var starts: [Double] = []
        var x = frame.minX
        for column in columns {
            starts.append(x)
            x += column + horizontalSpacing
        }
        let columnGuides = columnAlignments()
        let gridWidth = columns.reduce(0, +) + gaps(columns.count, horizontalSpacing)
        var y = frame.minY
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            if let row, let node = children[index] as? GridRowNode {
                node.frame = Rect(x: frame.minX, y: y, width: gridWidth, height: height)
                for cell in row {
                    let space = Rect(x: starts[cell.column], y: y, width: spanWidth(cell, columns), height: height)
                    let size = cell.node.sizeThatFits(ProposedViewSize(space.size))
                    let origin: Point
                    if let anchor = cell.traits[GridCellAnchorKey.self] {
                        origin = Point(
                            x: space.minX + (space.width - size.width) * anchor.x,
                            y: space.minY + (space.height - size.height) * anchor.y)
                    } else {
                        let horizontal = cell.span == 1 ? columnGuides[cell.column] ?? alignment.horizontal : alignment.horizontal
                        let cellAlignment = Alignment(horizontal: horizontal, vertical: node.alignment ?? alignment.vertical)
                        origin = cellAlignment.origin(of: size, in: space)
                    }
                    cell.node.place(in: Rect(origin: origin, size: size))
                }
            } else {
                let space = Rect(x: frame.minX, y: y, width: frame.width, height: height)
                let size = children[index].sizeThatFits(ProposedViewSize(width: frame.width, height: height))
                children[index].place(in: Rect(origin: alignment.origin(of: size, in: space), size: size))
            }
            y += height + verticalSpacing
        }
    }

    /// Each column's alignment set by `gridColumnAlignment(_:)` on one of its cells (the first that
    /// sets it), or nil.
    private func columnAlignments() -> [HorizontalAlignment?] {
        let cells = rows.compactMap { $0 }.flatMap { $0 }.filter { $0.span == 1 }
        return (0..<columnCount).map { column in
            cells.lazy.filter { $0.column == column }.compactMap { $0.traits[GridColumnAlignmentKey.self] }.first
        }
    }
}
