import Raster

/// The metrics of iOS's inset grouped lists (the style of `List` and `Form` on iPhone and iPad).
enum ListMetrics {
    /// Space between the screen edge and a section, on narrow and on wide screens.
    static let narrowMargin = 16.0
    static let wideMargin = 20.0
    /// Screens at least this wide use the wide margin.
    static let wideMarginMinimumWidth = 414.0
    /// Space above the first section and between sections.
    static let sectionGap = 20.0
    static let sectionCornerRadius = 26.0
    static let rowMinimumHeight = 44.0
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let separatorWidth = 0.5
    static let separator = Color(light: "#c6c6c8", dark: "#38383a")
    /// A section header: footnote text in the secondary colour, this far above the rows.
    static let headerGap = 7.0
}

/// How a list row's separator shows.
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

/// What a List reads from a row, set with `.listRowInsets`, `.listRowBackground`, `.listRowSeparator`.
struct ListRowInsetsKey: ViewTraitKey { static var defaultValue: EdgeInsets? { nil } }
struct ListRowBackgroundKey: ViewTraitKey { static var defaultValue: Color? { nil } }
struct ListRowSeparatorKey: ViewTraitKey { static var defaultValue: Visibility { .automatic } }

extension View {
    /// The space between a List row's edges and its content; `EdgeInsets()` for none (edge to edge).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        trait(ListRowInsetsKey.self, insets)
    }

    /// The background of a List row; `Color.clear` for none.
    public func listRowBackground(_ color: Color?) -> some View {
        trait(ListRowBackgroundKey.self, color)
    }

    /// Whether the separator below a List row shows.
    public func listRowSeparator(_ visibility: Visibility) -> some View {
        trait(ListRowSeparatorKey.self, visibility)
    }
}

/// A scrolling list of rows in inset grouped sections, as iOS draws `List`.
public struct List<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var rows = environment
        rows.isInList = true
        let list = ListNode(sections: ListNode.sections(of: SnapUI.makeNodes(content, in: rows)),
                            environment: environment)
        return [ScrollNode(content: list, axis: .vertical, offset: environment.scrollOffset)]
    }
}

/// A list of controls grouped in sections, drawn as an inset grouped List.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }
    }
}

/// A group of rows in a List or Form, with an optional header and footer.
public struct Section<Content: View>: PrimitiveView {
    let header: String?
    let footer: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, footer: nil, content: content)
    }

    public init(_ header: String, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: nil, content: content)
    }

    public init(header: String?, footer: String? = nil, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var caption = environment
        caption.font = .footnote
        caption.foregroundStyle = .secondary
        func text(_ string: String?) -> Node? {
            string.map { SnapUI.makeNode(Text($0), in: caption) }
        }
        return [SectionNode(header: text(header?.uppercased()), footer: text(footer),
                            rows: SnapUI.makeNodes(content, in: environment))]
    }
}

/// A section's rows and captions, placed by its list.
final class SectionNode: Node {
    let header: Node?
    let footer: Node?
    let rows: [Node]

    init(header: Node?, footer: Node?, rows: [Node]) {
        self.header = header
        self.footer = footer
        self.rows = rows
        super.init(children: [header].compactMap { $0 } + rows + [footer].compactMap { $0 })
    }
}

/// Lays out sections of rows with their insets, backgrounds, rounded corners and separators.
final class ListNode: Node {
    let sections: [SectionNode]
    let background: RGBA
    let rowBackground: Color
    let separator: RGBA
    let environment: EnvironmentValues
    /// Each row's background rectangle, colour and corners, worked out when placed.
    private var paint: [(rect: Rect, color: RGBA, top: Bool, bottom: Bool)] = []
    private var separators: [Rect] = []

    /// Rows outside any Section form sections of their own, as in SwiftUI.
    static func sections(of nodes: [Node]) -> [SectionNode] {
        var sections: [SectionNode] = []
        var loose: [Node] = []
        for node in nodes {
            if let section = node.withoutTraits as? SectionNode {
                if !loose.isEmpty { sections.append(SectionNode(header: nil, footer: nil, rows: loose)) }
                loose = []
                sections.append(section)
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { sections.append(SectionNode(header: nil, footer: nil, rows: loose)) }
        return sections
    }

    init(sections: [SectionNode], environment: EnvironmentValues) {
        self.sections = sections
        self.environment = environment
        background = environment.groupedBackground.resolve(in: environment)
        rowBackground = environment.groupedRowBackground
        separator = ListMetrics.separator.resolve(in: environment)
        super.init(children: sections)
    }

    private func margin(_ width: Double) -> Double {
        width >= ListMetrics.wideMarginMinimumWidth ? ListMetrics.wideMargin : ListMetrics.narrowMargin
    }

    private func insets(_ row: Node) -> EdgeInsets { row.traits[ListRowInsetsKey.self] ?? ListMetrics.rowInsets }

    private func rowHeight(_ row: Node, width: Double) -> Double {
        let insets = insets(row)
        let content = row.sizeThatFits(ProposedViewSize(width: max(width - insets.horizontal, 0), height: nil))
        let height = content.height + insets.vertical
        return row.traits[ListRowInsetsKey.self] == nil ? max(height, ListMetrics.rowMinimumHeight) : height
    }

    /// Walks the list top to bottom, calling `visit` with each section and the y of each part.
    private func walk(width: Double, top: Double, visit: (SectionNode, _ headerY: Double, _ rowYs: [Double], _ footerY: Double) -> Void) -> Double {
        let inner = width - 2 * margin(width)
        var y = top + ListMetrics.sectionGap
        for section in sections {
            let headerY = y
            if let header = section.header {
                y += header.sizeThatFits(ProposedViewSize(width: inner - 2 * ListMetrics.rowInsets.leading, height: nil)).height
                    + ListMetrics.headerGap
            }
            var rowYs: [Double] = []
            for row in section.rows {
                rowYs.append(y)
                y += rowHeight(row, width: inner)
            }
            let footerY = y + ListMetrics.headerGap
            if let footer = section.footer {
                y = footerY + footer.sizeThatFits(ProposedViewSize(width: inner - 2 * ListMetrics.rowInsets.leading, height: nil)).height
            }
            visit(section, headerY, rowYs, footerY)
            y += ListMetrics.sectionGap
        }
        return y - top
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let width = proposal.width ?? environment.screenWidth
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
            if let header = section.header {
                let size = header.sizeThatFits(ProposedViewSize(width: inner - 2 * captionInset, height: nil))
                header.place(in: Rect(x: left + captionInset, y: headerY, width: size.width, height: size.height))
            }
            var rows: [(rect: Rect, color: RGBA)] = []
            for (row, y) in zip(section.rows, rowYs) {
                let insets = insets(row)
                let rect = Rect(x: left, y: y, width: inner, height: rowHeight(row, width: inner))
                let contentRect = Rect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                                       width: max(rect.width - insets.horizontal, 0), height: max(rect.height - insets.vertical, 0))
                row.place(in: contentRect)
                rows.append((rect, (row.traits[ListRowBackgroundKey.self] ?? rowBackground).resolve(in: environment)))
            }
            // Round the outer corners of each run of rows that has a background.
            for (index, row) in rows.enumerated() where row.color.a > 0 {
                let top = index == 0 || rows[index - 1].color.a == 0
                let bottom = index == rows.count - 1 || rows[index + 1].color.a == 0
                paint.append((row.rect, row.color, top, bottom))
                let node = section.rows[index]
                if !bottom && node.traits[ListRowSeparatorKey.self] != .hidden && section.rows[index + 1].traits[ListRowSeparatorKey.self] != .hidden {
                    let inset = insets(node).leading
                    separators.append(Rect(x: row.rect.minX + inset, y: row.rect.maxY - ListMetrics.separatorWidth,
                                           width: row.rect.width - inset, height: ListMetrics.separatorWidth))
                }
            }
            if let footer = section.footer {
                let size = footer.sizeThatFits(ProposedViewSize(width: inner - 2 * captionInset, height: nil))
                footer.place(in: Rect(x: left + captionInset, y: footerY, width: size.width, height: size.height))
            }
        }
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(.rect(frame), color: background)
        for row in paint {
            for path in backgroundPaths(row.rect, top: row.top, bottom: row.bottom) {
                canvas.fill(path, color: row.color)
            }
        }
        for line in separators {
            canvas.fill(.rect(line), color: separator)
        }
        drawChildren(in: &canvas)
    }

    /// A row's background: a rectangle with its top or bottom corners rounded when it starts or ends a
    /// run. One end is squared off by a plain rectangle over it; rows sit on whole points, so the two
    /// fills share only pixel-aligned edges.
    private func backgroundPaths(_ rect: Rect, top: Bool, bottom: Bool) -> [Path] {
        if !top && !bottom { return [.rect(rect)] }
        let radius = min(ListMetrics.sectionCornerRadius, rect.height / (top && bottom ? 2 : 1))
        let rounded = Path.roundedRect(rect, cornerRadius: radius, style: .continuous)
        if top && bottom { return [rounded] }
        let half = rect.height / 2
        return [rounded, .rect(Rect(x: rect.minX, y: top ? rect.minY + half : rect.minY, width: rect.width, height: half))]
    }
}
