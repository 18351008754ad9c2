import Raster

/// The metrics of iOS 26's lists, measured on iOS's inset grouped style (the style of `List` and
/// `Form` on iPhone and iPad) in home-assistant/iOS's and BrunoCerberus/Pulse's iOS 26 snapshots
/// (Fidelity.md, rows 8-20, 33-35 and 41-46).
enum ListMetrics {
    /// Space between the screen edge and an inset section, on narrow and on wide screens.
    static let narrowMargin = 16.0
    static let wideMargin = 20.0
    /// Screens at least this wide use the wide margin.
    static let wideMarginMinimumWidth = 414.0
    /// Space above the first section (and below the last).
    static let topGap = 20.0
    /// Space between the cards of two inset grouped sections, neither with a header or footer.
    static let sectionGap = 35.0
    /// Space between the sections of the other grouped styles.
    static let groupedSectionGap = 20.0
    /// Space between sections with `listSectionSpacing(.compact)`.
    static let compactSectionGap = 12.0
    /// A card's corners: circular arcs of 26 points (iOS 26's edge is within 0.05 points of a
    /// circle's at every depth from 3 to 25 points below the card's top; a continuous corner's
    /// would still be 0.33 in at 25).
    static let sectionCornerRadius = 26.0
    /// A row's content is 15 points below its top and above its bottom, at every text size (a
    /// paragraph's row at `.medium`, a one-line row at accessibility sizes); a row is at least
    /// `minimumRowHeight` tall, its content centred.
    static let rowInsets = EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16)
    /// The least row height at `size`: 35 points more than the body text's point size (51 at
    /// `.medium`, 52 at `.large`, 56 at `.xxLarge`, measured; rows at accessibility sizes are taller
    /// by their content).
    static func minimumRowHeight(at size: DynamicTypeSize) -> Double { TextStyle.body.pointSize(at: size) + 35 }
    /// The separator between inset grouped rows: a point of light grey, from under the row's text to
    /// the row content's trailing edge (16 points short of the card's).
    static let rowSeparatorWidth = 1.0
    static let rowSeparator = Color(light: "#e8e8e8", dark: "#38383b")
    /// The other styles' separators, and a split view's column divider: a hairline to the edge.
    static let separatorWidth = 0.5
    static let separator = Color(light: "#c6c6c8", dark: "#38383a")
    /// An inset grouped section's header: headline text (semibold, at body size) in the secondary
    /// colour, its line this far above the card; the header's line starts this much nearer the
    /// card above than a section without a header would (27.33 below it rather than 35).
    static let headerGap = 10.0
    static let headerSpacingAdjustment = -23.0 / 3
    /// An inset grouped section's footer: footnote text, its line this far below the card; the next
    /// card starts this much nearer than below a section without a footer (23.67 below its last line).
    static let footerGap = 23.0 / 3
    static let footerSpacingAdjustment = -34.0 / 3
    /// The other styles' captions: footnote, this far from the rows.
    static let captionGap = 7.0
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
    let separatorWidth: Double
    let rowSpacing: Double?
    /// Space above the first section, and between sections.
    let topGap: Double
    let sectionGap: Double
    let minimumRowHeight: Double
    let screenWidth: Double
    let environment: EnvironmentValues
    /// Each run of rows that share a card: its rectangle, and each row's rectangle and colour,
    /// worked out when placed.
    private var cards: [(rect: Rect, rows: [(rect: Rect, color: RGBA)])] = []
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
        separator = (appearance.isInsetGrouped ? ListMetrics.rowSeparator : ListMetrics.separator).resolve(in: environment)
        separatorWidth = appearance.isInsetGrouped ? ListMetrics.rowSeparatorWidth : ListMetrics.separatorWidth
        rowSpacing = environment.listRowSpacing.double
        topGap = appearance.separatesSections ? ListMetrics.topGap : 0
        let styleGap = appearance.isInsetGrouped ? ListMetrics.sectionGap : appearance.separatesSections ? ListMetrics.groupedSectionGap : 0
        sectionGap = environment.listSectionSpacing.points ?? styleGap
        minimumRowHeight = environment.defaultMinListRowHeight
        screenWidth = environment.screenWidth
        super.init(children: sections.map(\.node))
    }

    private func margin(_ width: Double) -> Double {
        guard appearance.insetsSections else { return 0 }
        return width >= ListMetrics.wideMarginMinimumWidth ? ListMetrics.wideMargin : ListMetrics.narrowMargin
    }

    private var cornerRadius: Double { appearance.insetsSections ? ListMetrics.sectionCornerRadius : 0 }

    private var headerGap: Double { appearance.isInsetGrouped ? ListMetrics.headerGap : ListMetrics.captionGap }
    private var footerGap: Double { appearance.isInsetGrouped ? ListMetrics.footerGap : ListMetrics.captionGap }

    /// The space above `section`'s header or card: the gap between sections (or above the first),
    /// less what iOS 26's inset grouped style takes off for a header above or a footer below the
    /// section before.
    private func space(before index: Int) -> Double {
        var space = index == 0 ? topGap : sectionGap
        guard appearance.isInsetGrouped else { return space }
        if sections[index].node.header != nil { space += ListMetrics.headerSpacingAdjustment }
        if index > 0, sections[index - 1].node.footer != nil { space += ListMetrics.footerSpacingAdjustment }
        return max(space, 0)
    }

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
        var y = top
        for (index, section) in sections.enumerated() {
            y += space(before: index)
            let headerY = y
            if let header = section.node.header {
                y += header.sizeThatFits(ProposedViewSize(width: captionWidth(inner), height: nil)).height + headerGap
            }
            var rowYs: [Double] = []
            for (rowIndex, row) in section.node.rows.enumerated() {
                if rowIndex > 0, let rowSpacing { y += rowSpacing }
                rowYs.append(y)
                y += rowHeight(row, section.traits(of: row), width: inner)
            }
            let footerY = y + footerGap
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
        cards = []
        separators = []
        let left = frame.minX + margin(frame.width)
        let inner = frame.width - 2 * margin(frame.width)
        let captionInset = ListMetrics.rowInsets.leading
        _ = walk(width: frame.width, top: frame.minY) { section, headerY, rowYs, footerY in
            if let header = section.node.header {
                let size = header.sizeThatFits(ProposedViewSize(width: captionWidth(inner), height: nil))
                header.place(in: Rect(x: left + captionInset, y: headerY, width: size.width, height: size.height))
            }
            var rows: [(rect: Rect, color: RGBA, separatorStart: Double, separatorEnd: Double, separator: Visibility, tint: Color?)] = []
            for (row, y) in zip(section.node.rows, rowYs) {
                let traits = section.traits(of: row)
                let insets = insets(traits)
                let rect = Rect(x: left, y: y, width: inner, height: rowHeight(row, traits, width: inner))
                let contentRect = Rect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                                       width: max(rect.width - insets.horizontal, 0), height: max(rect.height - insets.vertical, 0))
                row.place(in: contentRect)
                // The separator starts under the row's text, as iOS's (after a Label's icon); iOS 26's
                // inset grouped separator ends where the row's content does.
                let textX = row.firstText.map { $0.frame.minX } ?? contentRect.minX
                let end = appearance.isInsetGrouped ? contentRect.maxX : rect.maxX
                rows.append((rect, (traits[ListRowBackgroundKey.self] ?? rowBackground).resolve(in: environment),
                             textX, end, traits[ListRowSeparatorKey.self], traits[ListRowSeparatorTintKey.self]))
            }
            // Each run of rows that has a background is a card with rounded outer corners; with row
            // spacing, each row is a card of its own.
            let joined = rowSpacing == nil
            for (index, row) in rows.enumerated() where row.color.a > 0 {
                let top = !joined || index == 0 || rows[index - 1].color.a == 0
                let bottom = !joined || index == rows.count - 1 || rows[index + 1].color.a == 0
                if top { cards.append((row.rect, [])) }
                let card = cards.count - 1
                cards[card].rect = cards[card].rect.union(row.rect)
                cards[card].rows.append((row.rect, row.color))
                if !bottom && row.separator != .hidden && rows[index + 1].separator != .hidden {
                    separators.append((Rect(x: row.separatorStart, y: row.rect.maxY - separatorWidth,
                                            width: max(row.separatorEnd - row.separatorStart, 0), height: separatorWidth),
                                       row.tint?.resolve(in: environment) ?? separator))
                }
            }
            if let footer = section.node.footer {
                let size = footer.sizeThatFits(ProposedViewSize(width: captionWidth(inner), height: nil))
                footer.place(in: Rect(x: left + captionInset, y: footerY, width: size.width, height: size.height))
            }
        }
    }

    /// The list scrolls under a navigation bar: its background shows there.
    override var backgroundUnderBars: RGBA? { background }

    override func drawContent(in canvas: inout Canvas) {
        if let background { canvas.fill(.rect(frame), color: background) }
        for card in cards {
            let shape = cornerRadius == 0 ? Raster.Path.rect(card.rect)
                : Raster.Path.roundedRect(card.rect, cornerRadius: cornerRadius, style: .circular)
            // One fill for a card of one colour; rows of different colours each fill their part of
            // the card's shape.
            if let colour = card.rows.first?.color, card.rows.allSatisfy({ $0.color == colour }) {
                canvas.fill(shape, color: colour)
                continue
            }
            for row in card.rows {
                canvas.save()
                canvas.clip(to: row.rect)
                canvas.fill(shape, color: row.color)
                canvas.restore()
            }
        }
        for line in separators {
            canvas.fill(.rect(line.rect), color: line.color)
        }
        drawChildren(in: &canvas)
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
