import Raster

/// The metrics of iOS 26's lists, measured on iOS's inset grouped style (the style of `List` and
/// `Form` on iPhone and iPad).
enum ListMetrics {
    /// Space between the screen edge and an inset section, on narrow and on wide screens.
    static let narrowMargin = 16.0
    static let wideMargin = 20.0
    /// Screens at least this wide use the wide margin.
    static let wideMarginMinimumWidth = 414.0
    /// Space above the first section and between sections.
    static let sectionGap = 20.0
    /// Space between sections with `listSectionSpacing(.compact)`.
    static let compactSectionGap = 12.0
    static let sectionCornerRadius = 26.0
    static let rowMinimumHeight = 44.0
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let separatorWidth = 0.5
    static let separator = Color(light: "#c6c6c8", dark: "#38383a")
    /// A section header: footnote text in the secondary colour, this far above the rows (and a
    /// footer this far below them), in line with the rows' text.
    static let headerGap = 7.0
}

/// A scrolling list of rows in sections, drawn in the environment's list style (iOS 26's inset
/// grouped style unless `listStyle(_:)` says otherwise).
public struct List<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose selection is bound to `selection`. A snapshot shows the list at rest, with no
    /// row highlighted.
    public init<Selection>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var rows = environment
        rows.isInList = true
        let list = ListNode(sections: ListNode.sections(of: SnapUI.makeNodes(content, in: rows)), environment: environment)
        return [ScrollNode(content: list, axis: .vertical, offset: environment.scrollOffset, contentFillsHeight: true)]
    }
}

extension List {
    /// A row for each element of `data`, identified by `id`.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data`.
    public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, id: \.id, content: rowContent)
    }

    /// A row for each number in `data`.
    public init<RowContent>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, id: \.self, content: rowContent)
    }
}

/// A list of controls grouped in sections, drawn as a List.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }
    }
}

/// A section of a list as laid out: the section and the row traits set on it.
struct ListSection {
    let node: SectionNode
    let traits: ViewTraits

    /// A row's traits: its own, then the section's.
    func traits(of row: Node) -> ViewTraits { row.traits.over(traits) }
}

/// Lays out sections of rows with their insets, backgrounds, rounded corners and separators.
final class ListNode: Node {
    let sections: [ListSection]
    let appearance: ListAppearance
    let background: RGBA?
    let rowBackground: Color
    let separator: RGBA
    let rowSpacing: Double?
    /// Space above the first section, and between sections.
    let topGap: Double
    let sectionGap: Double
    let minimumRowHeight: Double
    let screenWidth: Double
    let environment: EnvironmentValues
    /// Each row's background rectangle, colour and corners, worked out when placed.
    private var paint: [(rect: Rect, color: RGBA, top: Bool, bottom: Bool)] = []
    private var separators: [(rect: Rect, color: RGBA)] = []

    /// Rows outside any Section form sections of their own, as in SwiftUI.
    static func sections(of nodes: [Node]) -> [ListSection] {
        var sections: [ListSection] = []
        var loose: [Node] = []
        func closeLoose() {
            if !loose.isEmpty { sections.append(ListSection(node: SectionNode(header: nil, footer: nil, rows: loose), traits: ViewTraits())) }
            loose = []
        }
        for node in nodes {
            if let section = node.withoutTraits as? SectionNode {
                closeLoose()
                sections.append(ListSection(node: section, traits: node.traits))
            } else {
                loose.append(node)
            }
        }
        closeLoose()
        return sections
    }

    init(sections: [ListSection], environment: EnvironmentValues) {
        self.sections = sections
        self.environment = environment
        appearance = environment.listStyle.appearance
        let listBackground = appearance.isGrouped ? environment.groupedBackground : environment.screenBackground
        background = environment.scrollContentBackground == .hidden ? nil : listBackground.resolve(in: environment)
        rowBackground = appearance.isGrouped ? environment.groupedRowBackground : environment.screenBackground
        separator = ListMetrics.separator.resolve(in: environment)
        rowSpacing = environment.listRowSpacing.double
        topGap = appearance.separatesSections ? ListMetrics.sectionGap : 0
        sectionGap = environment.listSectionSpacing.points ?? topGap
        minimumRowHeight = environment.defaultMinListRowHeight
        screenWidth = environment.screenWidth
        super.init(children: sections.map(\.node))
    }

    private func margin(_ width: Double) -> Double {
        guard appearance.insetsSections else { return 0 }
        return width >= ListMetrics.wideMarginMinimumWidth ? ListMetrics.wideMargin : ListMetrics.narrowMargin
    }

    private var cornerRadius: Double { appearance.insetsSections ? ListMetrics.sectionCornerRadius : 0 }

    private func insets(_ traits: ViewTraits) -> EdgeInsets { traits[ListRowInsetsKey.self] ?? ListMetrics.rowInsets }

    private func rowHeight(_ row: Node, _ traits: ViewTraits, width: Double) -> Double {
        let insets = insets(traits)
        let content = row.sizeThatFits(ProposedViewSize(width: max(width - insets.horizontal, 0), height: nil))
        let height = content.height + insets.vertical
        return traits[ListRowInsetsKey.self] == nil ? max(height, minimumRowHeight) : height
    }

    /// The width headers and footers are offered: the rows' text width.
    private func captionWidth(_ inner: Double) -> Double { max(inner - 2 * ListMetrics.rowInsets.leading, 0) }

    /// Walks the list top to bottom, calling `visit` with each section and the y of each part.
    private func walk(width: Double, top: Double, visit: (ListSection, _ headerY: Double, _ rowYs: [Double], _ footerY: Double) -> Void) -> Double {
        let inner = width - 2 * margin(width)
        var y = top + topGap
        for (index, section) in sections.enumerated() {
            if index > 0 { y += sectionGap }
            let headerY = y
            if let header = section.node.header {
                y += header.sizeThatFits(ProposedViewSize(width: captionWidth(inner), height: nil)).height + ListMetrics.headerGap
            }
            var rowYs: [Double] = []
            for (rowIndex, row) in section.node.rows.enumerated() {
                if rowIndex > 0, let rowSpacing { y += rowSpacing }
                rowYs.append(y)
                y += rowHeight(row, section.traits(of: row), width: inner)
            }
            let footerY = y + ListMetrics.headerGap
            if let footer = section.node.footer {
                y = footerY + footer.sizeThatFits(ProposedViewSize(width: captionWidth(inner), height: nil)).height
            }
            visit(section, headerY, rowYs, footerY)
        }
        return y + topGap - top
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let width = proposal.width ?? screenWidth
        let height = walk(width: width, top: 0) { _, _, _, _ in }
        return Size(width: width, height: max(height, proposal.height ?? 0))
    }

    override func place(in frame: Rect) {
        self.frame = frame
        paint = []
        separators = []
        let left = frame.minX + margin(frame.width)
        let inner = frame.width - 2 * margin(frame.width)
        let captionInset = ListMetrics.rowInsets.leading
        _ = walk(width: frame.width, top: frame.minY) { section, headerY, rowYs, footerY in
            if let header = section.node.header {
                let size = header.sizeThatFits(ProposedViewSize(width: captionWidth(inner), height: nil))
                header.place(in: Rect(x: left + captionInset, y: headerY, width: size.width, height: size.height))
            }
            var rows: [(rect: Rect, color: RGBA, separatorInset: Double, separator: Visibility, tint: Color?)] = []
            for (row, y) in zip(section.node.rows, rowYs) {
                let traits = section.traits(of: row)
                let insets = insets(traits)
                let rect = Rect(x: left, y: y, width: inner, height: rowHeight(row, traits, width: inner))
                let contentRect = Rect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                                       width: max(rect.width - insets.horizontal, 0), height: max(rect.height - insets.vertical, 0))
                row.place(in: contentRect)
                // The separator starts under the row's text, as iOS's (after a Label's icon).
                let textX = row.firstText.map { $0.frame.minX - rect.minX } ?? insets.leading
                rows.append((rect, (traits[ListRowBackgroundKey.self] ?? rowBackground).resolve(in: environment),
                             textX, traits[ListRowSeparatorKey.self], traits[ListRowSeparatorTintKey.self]))
            }
            // Round the outer corners of each run of rows that has a background; with row spacing,
            // each row is a run of its own.
            let joined = rowSpacing == nil
            for (index, row) in rows.enumerated() where row.color.a > 0 {
                let top = !joined || index == 0 || rows[index - 1].color.a == 0
                let bottom = !joined || index == rows.count - 1 || rows[index + 1].color.a == 0
                paint.append((row.rect, row.color, top, bottom))
                if !bottom && row.separator != .hidden && rows[index + 1].separator != .hidden {
                    separators.append((Rect(x: row.rect.minX + row.separatorInset, y: row.rect.maxY - ListMetrics.separatorWidth,
                                            width: row.rect.width - row.separatorInset, height: ListMetrics.separatorWidth),
                                       row.tint?.resolve(in: environment) ?? separator))
                }
            }
            if let footer = section.node.footer {
                let size = footer.sizeThatFits(ProposedViewSize(width: captionWidth(inner), height: nil))
                footer.place(in: Rect(x: left + captionInset, y: footerY, width: size.width, height: size.height))
            }
        }
    }

    override func drawContent(in canvas: inout Canvas) {
        if let background { canvas.fill(.rect(frame), color: background) }
        for row in paint {
            for path in backgroundPaths(row.rect, top: row.top, bottom: row.bottom) {
                canvas.fill(path, color: row.color)
            }
        }
        for line in separators {
            canvas.fill(.rect(line.rect), color: line.color)
        }
        drawChildren(in: &canvas)
    }

    /// A row's background: a rectangle with its top or bottom corners rounded when it starts or ends a
    /// run. One end is squared off by a plain rectangle over it; rows sit on whole points, so the two
    /// fills share only pixel-aligned edges.
    private func backgroundPaths(_ rect: Rect, top: Bool, bottom: Bool) -> [Raster.Path] {
        if (!top && !bottom) || cornerRadius == 0 { return [.rect(rect)] }
        let radius = min(cornerRadius, rect.height / (top && bottom ? 2 : 1))
        let rounded = Raster.Path.roundedRect(rect, cornerRadius: radius, style: .continuous)
        if top && bottom { return [rounded] }
        let half = rect.height / 2
        return [rounded, .rect(Rect(x: rect.minX, y: top ? rect.minY + half : rect.minY, width: rect.width, height: half))]
    }
}

extension Node {
    /// The first text in the subtree, in reading order.
    var firstText: TextNode? {
        if let text = self as? TextNode { return text }
        for child in children { if let found = child.firstText { return found } }
        return nil
    }
}
