import SnapUI

/// The measurements and colours of the design system's toolbar items, from the reference screenshots
/// (shared/reference/metrics.md, Toolbar). The bar itself (44-point glass circles and capsules, margins,
/// badges) is iOS's, drawn by SnapUI's navigation bar (`NavigationBarMetrics`).
public enum ToolbarMetrics {
    /// The side of a symbol in a 44-point glass circle (the reference's trash, flag and envelope).
    /// Symbols in circles keep this size at every text size, as the circle does.
    public static let iconSide = 30.0
    /// The colour of symbols in circles.
    public static let iconColor = NavigationBarMetrics.symbolColor

    /// Text items: the NHS font at body size, in the text colour.
    public static let textFont = Font.nhsBody
    public static let textColor = Color.nhsText
    /// Toolbar text scales with Dynamic Type up to this size, so an item stays on the bar's row.
    public static let largestTextSize = DynamicTypeSize.accessibility1

    /// Filter: the symbol drawn at the text's size, this scale (about 21 x 12 points at body size).
    public static let filterIconScale = Image.Scale.large
    /// Space between the filter symbol's square and the word.
    public static let filterIconSpacing = 5.0
    /// The filter's symbol and word reach nearer the capsule's ends than a text item's word does (a
    /// 91-point capsule in the reference): negative insets take back part of the bar's capsule padding.
    public static let filterContentInsets = EdgeInsets(leading: -7, trailing: -6)
    /// Filter with active filters: blue, bold.
    public static let activeFilterColor = Color.nhsBlue

    /// Done: white bold text on a green capsule.
    public static let doneFill = Color.nhsGreen
    public static let doneTextColor = Color.white

    /// Messages: unread counts above this show as "99+".
    public static let largestBadgeCount = 99

    /// NHS logo: a blue box with white bold italic letters, at a fixed size.
    public static let logoWidth = 80.0
    public static let logoHeight = 32.0
    public static let logoColor = Color.nhsBlueOnly
    public static let logoTextColor = Color.white
    public static let logoFont = Font.system(size: 36, weight: .bold)
    /// The synthetic slant leans the letters to the right; this much room on their trailing side
    /// centres them in the box.
    public static let logoSlantAllowance = 4.0
}
