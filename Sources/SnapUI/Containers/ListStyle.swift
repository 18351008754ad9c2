import Foundation

/// How a List draws its sections, as SwiftUI's list styles: set with `listStyle(_:)`.
public protocol ListStyle {
    /// The layout the style comes to.
    var appearance: ListAppearance { get }
}

/// What a list style decides: whether sections are cards inset from the edges, and on which
/// backgrounds.
public struct ListAppearance: Hashable, Sendable {
    /// True when sections are inset from the screen's edges with rounded corners.
    public var insetsSections: Bool
    /// True when the list is on the grouped background (iOS's systemGroupedBackground) and its rows on
    /// the grouped row background; false for rows on the screen's own background.
    public var isGrouped: Bool
    /// True when there is space above the first section and between sections.
    public var separatesSections: Bool

    /// True for iOS 26's inset grouped style (and the styles drawn as it): cards on the grouped
    /// background, whose separators, headers and section spacing were measured on iOS 26.
    var isInsetGrouped: Bool { insetsSections && isGrouped }
}

/// iOS's default on iPhone and iPad: `insetGrouped`.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { InsetGroupedListStyle().appearance }
}

/// Sections as rounded cards on the grouped background, inset from the edges: iOS 26's Settings.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { ListAppearance(insetsSections: true, isGrouped: true, separatesSections: true) }
}

/// Sections edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { ListAppearance(insetsSections: false, isGrouped: true, separatesSections: true) }
}

/// Rows edge to edge on the screen's background, sections one after another.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { ListAppearance(insetsSections: false, isGrouped: false, separatesSections: false) }
}

/// Rows inset from the edges, on the screen's background.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { ListAppearance(insetsSections: true, isGrouped: false, separatesSections: false) }
}

/// A sidebar: on iPhone, as `insetGrouped`.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var appearance: ListAppearance { InsetGroupedListStyle().appearance }
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// The space between a List's sections, set with `listSectionSpacing(_:)`.
public struct ListSectionSpacing: Hashable, Sendable {
    let points: Double?

    /// The style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less space than the default.
    public static let compact = ListSectionSpacing(points: ListMetrics.compactSectionGap)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

private struct ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: ListSectionSpacing { .default } }
private struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct MinimumRowHeightKey: EnvironmentKey { static var defaultValue: Double? { nil } }

extension EnvironmentValues {
    /// How the Lists and Forms inside draw: the style set with `listStyle(_:)`, or the automatic one.
    var listStyle: any ListStyle { style(of: (any ListStyle).self, or: DefaultListStyle()) }

    /// Space between a List's rows; nil for none (rows share a card, with separators between them).
    public var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// Space between a List's sections.
    public var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// Whether scroll views and Lists draw their background; `.hidden` shows what is behind them.
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// The least height of a List row, in points: unless set, iOS 26's, which grows with the text
    /// size (51 at `.medium`, 52 at `.large`); rows grow with their content.
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinimumRowHeightKey.self] ?? ListMetrics.minimumRowHeight(at: dynamicTypeSize) }
        set { self[MinimumRowHeightKey.self] = newValue }
    }
}

extension View {
    /// Sets how the Lists and Forms inside draw.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        self.style(style, of: (any ListStyle).self)
    }

    /// Puts `spacing` points between the rows of the Lists inside: each row becomes a card of its own.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Sets the space between the sections of the Lists inside.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Puts `spacing` points between the sections of the Lists inside.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }

    /// Hides (or shows) the background of the scroll views and Lists inside.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
