import Raster

/// The metrics of iOS's wheel pickers (UIPickerView, and UIDatePicker's wheels).
///
/// 216 points tall (UIPickerView's height); rows 32 points apart; the selected row centred on a
/// rounded band of tertiarySystemFill inset 8 points from the sides; three rows shown above and below,
/// fading with distance. The text is 22 points and does not scale with Dynamic Type, as UIKit's wheels
/// do not (an estimate of UIKit's 21-23.5 point wheel text). Opacities are estimates of how the
/// wheel's curve fades its rows.
public enum WheelMetrics {
    public static let height = 216.0
    public static let rowHeight = 32.0
    public static let bandInset = 8.0
    public static let bandCornerRadius = 8.0
    public static let font = Font.system(size: 22)
    /// The opacity of a row by its distance from the selected one.
    public static let rowOpacity = [1.0, 0.55, 0.35, 0.2]
    /// Space between columns, and either side of a column's widest row.
    public static let columnGap = 16.0
}

/// One column of a wheel: its rows, the selected one, and what VoiceOver reads for it.
struct WheelColumn {
    let rows: [Node]
    let selected: Int?
    let label: String
}

/// A wheel of one or more columns, each an adjustable element that VoiceOver reads with its
/// selected row as the value.
final class WheelNode: Node {
    let band: RGBA
    var columns: [WheelColumnNode] { children.map { $0 as! WheelColumnNode } }

    init(columns: [WheelColumn], environment: EnvironmentValues) {
        band = SystemColors.tertiaryFill.resolve(in: environment)
        super.init(children: columns.map(WheelColumnNode.init))
        role = "wheel"
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let natural = columns.map(\.naturalWidth).reduce(0, +) + WheelMetrics.columnGap * Double(columns.count + 1)
        return Size(width: proposal.width ?? natural, height: WheelMetrics.height)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        let widths = columns.map(\.naturalWidth)
        let total = widths.reduce(0, +) + WheelMetrics.columnGap * Double(max(columns.count - 1, 0))
        // The columns sit side by side, centred; a single column takes the whole width.
        var x = columns.count == 1 ? frame.minX : frame.minX + max((frame.width - total) / 2, 0)
        for (column, width) in zip(columns, widths) {
            let columnWidth = columns.count == 1 ? frame.width : width
            column.place(in: Rect(x: x, y: frame.minY, width: columnWidth, height: frame.height))
            x += columnWidth + WheelMetrics.columnGap
        }
    }

    /// The rows beyond the wheel's edges are cut off.
    override var drawingEffect: DrawingEffect { .clip(Rectangle(), .nonZero) }

    override func drawContent(in canvas: inout Canvas) {
        let bandRect = Rect(x: frame.minX + WheelMetrics.bandInset, y: frame.midY - WheelMetrics.rowHeight / 2,
                            width: frame.width - 2 * WheelMetrics.bandInset, height: WheelMetrics.rowHeight)
        canvas.fill(.roundedRect(bandRect, cornerRadius: WheelMetrics.bandCornerRadius, style: .continuous), color: band)
        drawChildren(in: &canvas)
    }
}

/// A column of a wheel: its rows centred on the selected one, fading above and below. Each row is
/// drawn in a layer of its opacity (so the audit reads it faded), and rows too far from the selected
/// one to show are hidden.
final class WheelColumnNode: Node {
    let selected: Int?

    init(_ column: WheelColumn) {
        selected = column.selected
        super.init(children: Self.faded(column.rows, selected: column.selected ?? 0))
        accessibility = AccessibilityInfo(
            label: column.label, value: column.selected.map { column.rows[$0].spokenLabel }, traits: .isAdjustable,
            children: .ignore)
    }

    /// Each row in a layer of the opacity of its distance from the selected row; hidden beyond.
    private static func faded(_ rows: [Node], selected: Int) -> [Node] {
        rows.enumerated().map { index, row in
            let distance = abs(index - selected)
            guard distance < WheelMetrics.rowOpacity.count else { return HiddenNode(child: row) }
            return LayerEffectNode(child: row, effect: LayerEffect(opacity: WheelMetrics.rowOpacity[distance], isGroup: true))
        }
    }

    /// The width of the widest row.
    var naturalWidth: Double {
        children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    override func place(in frame: Rect) {
        self.frame = frame
        for (index, row) in children.enumerated() {
            let size = row.sizeThatFits(ProposedViewSize(width: frame.width, height: nil))
            let centreY = frame.midY + Double(index - (selected ?? 0)) * WheelMetrics.rowHeight
            row.place(in: Rect(x: frame.midX - size.width / 2, y: centreY - size.height / 2, width: size.width, height: size.height))
        }
    }
}
