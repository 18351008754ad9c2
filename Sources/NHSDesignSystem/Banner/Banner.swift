import SnapUI

/// A tappable card that promotes one important, optional action: a short title, a bold action label
/// in the accent colour below it and an optional decorative icon at the trailing edge.
///
/// The whole card is one button; VoiceOver reads "title, action label", then the hint. The text scales
/// with Dynamic Type, the icon with it, and the icon is hidden from accessibility3 up.
///
/// ```swift
/// Banner(
///     title: "Tell us what you think about the NHS App",
///     actionLabel: "Give feedback",
///     style: .solid(background: .nhsPaleGreen, accent: .nhsDarkGreen),
///     systemImage: "ellipsis.bubble.fill",
///     accessibilityHint: "Opens in a web browser",
///     action: { openFeedbackForm() }
/// )
/// ```
public struct Banner: View {
    let title: String
    let actionLabel: String
    let style: BannerStyle
    let systemImage: String?
    let accessibilityHint: String?
    let action: () -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric private var iconWidth = BannerMetrics.iconWidth
    @ScaledMetric private var iconHeight = BannerMetrics.iconHeight
    @ScaledMetric private var iconGlyphSide = BannerMetrics.iconGlyphSide

    /// A banner reading `title` then `actionLabel`, coloured by `style`, with the SF Symbols icon
    /// `systemImage` if given; `accessibilityHint` says what tapping does when the labels do not.
    public init(
        title: String, actionLabel: String, style: BannerStyle, systemImage: String? = nil,
        accessibilityHint: String? = nil, action: @escaping () -> Void
    ) {
        self.title = title
        self.actionLabel = actionLabel
        self.style = style
        self.systemImage = systemImage
        self.accessibilityHint = accessibilityHint
        self.action = action
    }

    private var shape: RoundedRectangle {
        RoundedRectangle(cornerRadius: BannerMetrics.cornerRadius, style: .continuous)
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: BannerMetrics.textToIcon) {
                VStack(alignment: .leading, spacing: BannerMetrics.titleToAction) {
                    Text(title).font(.nhsBody).foregroundStyle(.nhsText)
                    Text(actionLabel).font(.nhsBody).bold().foregroundStyle(style.accent)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                if let systemImage, dynamicTypeSize < BannerMetrics.iconHiddenMinimumSize {
                    icon(systemImage)
                }
            }
            .padding(BannerMetrics.padding)
            .background { shape.fill(style.background) }
            .overlay {
                if let border = style.border {
                    shape.strokeBorder(border, lineWidth: BannerMetrics.borderWidth)
                }
            }
        }
        .accessibilityHint(accessibilityHint ?? "")
        .layoutRole("banner")
    }

    /// The decorative symbol, its glyph filling a box that scales with the text.
    private func icon(_ name: String) -> some View {
        Image(systemName: name)
            .symbolSquare(iconGlyphSide)
            .frame(width: iconGlyphSide, height: iconGlyphSide)
            .frame(width: iconWidth, height: iconHeight)
            .foregroundStyle(style.iconColor)
            .accessibilityHidden(true)
            .layoutRole("bannerIcon")
    }
}
