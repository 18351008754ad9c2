import SnapUI

/// The metrics of the large title.
public enum TitleMetrics {
    /// Space around the title, matching the screen's side margin.
    public static let padding = 16.0
    /// Space between the icon, the heading and the subtitle.
    public static let spacing = 8.0
    /// The heading: large title, bold, in the text colour.
    public static let headingFont = Font.nhsLargeTitle.bold()
    public static let headingColor = Color.nhsText
    /// The subtitle: body text in the secondary text colour.
    public static let subtitleFont = Font.nhsBody
    public static let subtitleColor = Color.nhsSecondaryText
    /// The icon is sized by this font (so it scales with Dynamic Type) and drawn in NHS blue.
    public static let iconFont = Font.nhsTitle
    public static let iconColor = Color.nhsBlue
}

/// A screen's large title: the heading set by `nhsTitle(_:)` on the scrolling container, with an
/// optional subtitle below it and an optional icon above it.
///
/// The heading is a VoiceOver heading, read once: while it is on screen the bar's copy is hidden.
/// The icon is decorative and hidden from VoiceOver. In a List, give it
/// `.listRowInsets(EdgeInsets())`, `.listRowBackground(Color.clear)` and `.listRowSeparator(.hidden)`
/// to draw it edge to edge.
public struct Title: View {
    let subtitle: String?
    let systemImage: String?

    @Environment(\.nhsTitle) private var heading
    @Environment(\.diagnostics) private var diagnostics

    /// A title with an optional subtitle for the whole screen and an optional SF Symbols icon.
    public init(subtitle: String? = nil, systemImage: String? = nil) {
        self.subtitle = subtitle
        self.systemImage = systemImage
    }

    public var body: some View {
        if let heading {
            VStack(alignment: .leading, spacing: TitleMetrics.spacing) {
                if let systemImage {
                    // Above the heading, as the home menu tile the user tapped shows it above its label.
                    Image(systemName: systemImage)
                        .font(TitleMetrics.iconFont)
                        .foregroundStyle(TitleMetrics.iconColor)
                        .symbolsInEmSquares()
                        .accessibilityHidden(true)
                }
                Text(heading)
                    .font(TitleMetrics.headingFont)
                    .foregroundStyle(TitleMetrics.headingColor)
                    .accessibilityAddTraits(.isHeader)
                    .navigationLargeTitle()
                if let subtitle {
                    Text(subtitle)
                        .font(TitleMetrics.subtitleFont)
                        .foregroundStyle(TitleMetrics.subtitleColor)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(TitleMetrics.padding)
            .layoutRole("title")
        } else {
            let _ = diagnostics.report(TitleError.noHeading)
        }
    }
}

/// A `Title()` used wrongly.
public enum TitleError: Error, CustomStringConvertible {
    /// The title has no heading: no container above it sets one with `nhsTitle(_:)`.
    case noHeading

    public var description: String {
        switch self {
        case .noHeading:
            "Title() has no heading: apply .nhsTitle(\"…\") to the scrolling container that holds it"
        }
    }
}
