import SnapUI

/// The design system's type ramp (shared/reference/typography.md): SwiftUI's text styles with an
/// `nhs` prefix, scaling with Dynamic Type, Regular except `.nhsHeadline` (Bold).
extension Font {
    public static let nhsLargeTitle = Font.largeTitle
    public static let nhsTitle = Font.title
    public static let nhsTitle2 = Font.title2
    public static let nhsTitle3 = Font.title3
    public static let nhsHeadline = Font.headline.bold()
    public static let nhsSubheadline = Font.subheadline
    public static let nhsBody = Font.body
    public static let nhsCallout = Font.callout
    public static let nhsFootnote = Font.footnote
    public static let nhsCaption = Font.caption
    public static let nhsCaption2 = Font.caption2

    /// A custom size that still scales with Dynamic Type, relative to body.
    public static func nhsCustom(size: Double, relativeTo style: TextStyle = .body) -> Font {
        .custom(size: size, relativeTo: style)
    }
}
