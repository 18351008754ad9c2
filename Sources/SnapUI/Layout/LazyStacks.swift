import Foundation

/// The kinds of view a lazy stack or grid keeps on screen while it scrolls: accepted, and no
/// different at rest, since a snapshot does not scroll.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views in a column, as `VStack`: at rest a lazy stack lays out as an eager one, with every child.
public struct LazyVStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// Views in a row, as `HStack`: at rest a lazy stack lays out as an eager one, with every child.
public struct LazyHStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View { LayoutView(layout: layout, content: content) }
}
