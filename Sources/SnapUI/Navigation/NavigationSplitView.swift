import Foundation
import Raster

/// The metrics of a split view on a screen wide enough for columns (an iPad): UIKit's split view
/// gives its sidebar and its middle (supplementary) column 320 points each (its default maximum
/// primary column width) and the detail the rest, with a hairline between columns.
public enum NavigationSplitViewMetrics {
    public static let sidebarWidth = 320.0
    public static let contentWidth = 320.0
}

/// Two or three columns, as SwiftUI's `NavigationSplitView`: on a phone it collapses to a navigation
/// stack showing its sidebar (its first column, or the `preferredCompactColumn`), as an iPhone does
/// at rest; on a screen wide enough (an iPad) the columns stand side by side, each with its own
/// navigation bar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
    let visibility: NavigationSplitViewVisibility
    var compactColumn = NavigationSplitViewColumn.sidebar
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// Three columns: a sidebar, a middle column, a detail.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: .constant(.automatic), sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns whose visibility is bound to `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        visibility = columnVisibility.wrappedValue
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns; on a phone, the column `preferredCompactColumn` names shows.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
        compactColumn = preferredCompactColumn.wrappedValue
    }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        // In compact width (a phone) the split view collapses to a stack.
        guard environment.horizontalSizeClass == .regular else {
            let shown: any View = switch compactColumn.kind {
            case .sidebar: sidebar
            case .content: content ?? sidebar
            case .detail: detail
            }
            return NavigationStack<EmptyView>.stackNodes(root: makeNode(shown, in: environment), path: [], in: environment)
        }
        let sidebarNode = makeNode(sidebar, in: environment)
        let prominentDetail = environment.style(of: (any NavigationSplitViewStyle).self, or: AutomaticNavigationSplitViewStyle())
            is ProminentDetailNavigationSplitViewStyle
        var columns: [Node] = [sidebarNode]
        if let content { columns.append(makeNode(content, in: environment)) }
        columns.append(makeNode(detail, in: environment))
        switch visibility.kind {
        case .detailOnly: columns = [columns[columns.count - 1]]
        case .doubleColumn: columns = Array(columns.suffix(2))
        case .automatic, .all: if prominentDetail { columns = [columns[columns.count - 1]] }
        }
        let defaults = content == nil || columns.count < 3
            ? [NavigationSplitViewMetrics.sidebarWidth] : [NavigationSplitViewMetrics.sidebarWidth, NavigationSplitViewMetrics.contentWidth]
        let widths = columns.dropLast().enumerated().map { index, column in
            column.preferenceValue(SplitColumnWidthKey.self) ?? defaults[min(index, defaults.count - 1)]
        }
        let stacks = columns.flatMap { NavigationStack<EmptyView>.stackNodes(root: $0, path: [], in: environment) }
        return [SplitColumnsNode(columns: stacks, widths: widths, environment: environment)]
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: .constant(.automatic), sidebar: sidebar, detail: detail)
    }

    /// Two columns whose visibility is bound to `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        visibility = columnVisibility.wrappedValue
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// Two columns; on a phone, the column `preferredCompactColumn` names shows.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
        compactColumn = preferredCompactColumn.wrappedValue
    }

    /// Two columns; on a phone, the column `preferredCompactColumn` names shows.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: .constant(.automatic), preferredCompactColumn: preferredCompactColumn,
                  sidebar: sidebar, detail: detail)
    }
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case sidebar, content, detail }

    let kind: Kind

    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The middle column of three (the sidebar when there are two).
    public static let content = NavigationSplitViewColumn(kind: .content)
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    enum Kind: Hashable, Sendable, Codable { case automatic, all, doubleColumn, detailOnly }

    let kind: Kind

    /// The platform's choice: every column where there is room.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The middle column and the detail (of three); both of two.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// How a split view shares its width, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {}

/// The platform's style: balanced where there is room.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The columns side by side, the detail narrowed to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The detail at full width; the other columns float over it when shown, so at rest the detail alone.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// The width a split view's column asks for, from `navigationSplitViewColumnWidth`.
struct SplitColumnWidthKey: PreferenceKey {
    static var defaultValue: Double? { nil }
    static func reduce(value: inout Double?, nextValue: () -> Double?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Sets how the split views inside share their width.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self.style(style, of: (any NavigationSplitViewStyle).self)
    }

    /// The width of the split-view column this view is the content of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: SplitColumnWidthKey.self, value: Double(width))
    }

    /// A flexible width for the split-view column this view is the content of: at rest, `ideal`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: SplitColumnWidthKey.self, value: Double(ideal))
    }
}

/// A split view's columns side by side: each but the last at its width, the last taking the rest,
/// a hairline between them.
final class SplitColumnsNode: Node {
    let widths: [Double]
    let separator: RGBA
    let screenWidth: Double

    init(columns: [Node], widths: [Double], environment: EnvironmentValues) {
        self.widths = widths
        separator = ListMetrics.separator.resolve(in: environment)
        screenWidth = environment.screenWidth
        super.init(children: columns)
        role = "splitView"
    }

    /// Each column is a navigation stack drawing its bar inside the insets: as a root it takes the whole screen.
    override var ignoredSafeAreaEdges: Edge.Set { .all }

    /// The columns' widths in a split view `width` wide.
    private func columnWidths(_ width: Double) -> [Double] {
        let fixed = widths.prefix(children.count - 1)
        return Array(fixed) + [max(width - fixed.reduce(0, +), 0)]
    }

    override func measure(_ proposal: ProposedViewSize) -> Size {
        let width = proposal.width ?? screenWidth
        let heights = zip(children, columnWidths(width)).map { column, columnWidth in
            column.sizeThatFits(ProposedViewSize(width: columnWidth, height: proposal.height)).height
        }
        return Size(width: width, height: heights.max() ?? 0)
    }

    override func place(in frame: Rect) {
        self.frame = frame
        var x = frame.minX
        for (column, width) in zip(children, columnWidths(frame.width)) {
            column.place(in: Rect(x: x, y: frame.minY, width: width, height: frame.height))
            x += width
        }
    }

    override func drawContent(in canvas: inout Canvas) {
        drawChildren(in: &canvas)
        for column in children.dropLast() {
            canvas.fill(.rect(Rect(x: column.frame.maxX - ListMetrics.separatorWidth, y: frame.minY,
                                   width: ListMetrics.separatorWidth, height: frame.height)), color: separator)
        }
    }
}
