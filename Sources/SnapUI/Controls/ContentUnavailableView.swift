/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`: a large
/// icon in secondary grey, a bold title, a description and actions, centred in the space it is offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: ContentUnavailableMetrics.spacing) {
            VStack(spacing: ContentUnavailableMetrics.titleToDescription) {
                label
                    .labelStyle(UnavailableLabelStyle())
                    .font(ContentUnavailableMetrics.titleFont)
                description
                    .font(ContentUnavailableMetrics.descriptionFont)
                    .foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding(ContentUnavailableMetrics.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .layoutRole("contentUnavailable")
    }
}

extension ContentUnavailableView where Label == SnapUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A localised title with an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SnapUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A string title, shown as it is, with an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SnapUI.Label(title, systemImage: name) }, description: { description })
    }

    /// What a search with no results shows: iOS's own English title, which no app's table translates.
    public static var search: ContentUnavailableView {
        let title = "No Results"
        return ContentUnavailableView(title, systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    /// What a search for `text` with no results shows.
    public static func search(text: String) -> ContentUnavailableView {
        let title = "No Results for \u{201C}\(text)\u{201D}"
        return ContentUnavailableView(title, systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// The metrics of iOS's content-unavailable view (estimates from iOS 17-26's empty states): the icon
/// at 48 points (scaling as largeTitle does) in secondary, 16 points above the title; the title in
/// title2 bold; the description in subheadline secondary, 8 points below it; actions 16 points
/// below; 16 points of padding around.
public enum ContentUnavailableMetrics {
    public static let iconFont = Font.custom(size: 48, relativeTo: .largeTitle)
    public static let iconToTitle = 16.0
    public static let titleFont = Font.title2.bold()
    public static let descriptionFont = Font.subheadline
    public static let titleToDescription = 8.0
    public static let spacing = 16.0
    public static let padding = 16.0
}

/// The icon large above the title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.iconToTitle) {
            configuration.icon
                .font(ContentUnavailableMetrics.iconFont)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            configuration.title
        }
    }
}
