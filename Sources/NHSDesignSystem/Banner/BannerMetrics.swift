import SnapUI

/// The banner's measurements in points at the default text size, from banner-solid.png and
/// banner-outlined.png (shared/reference/metrics.md).
public enum BannerMetrics {
    /// The radius of the card's continuous corners.
    public static let cornerRadius = 28.0
    /// Space between the card's edges and its content.
    public static let padding = 20.0
    /// Space between the title and the action label.
    public static let titleToAction = 12.0
    /// Space between the text and the icon.
    public static let textToIcon = 16.0
    /// The width of the box the icon takes, centred vertically at the trailing edge; it scales with the text size.
    public static let iconWidth = 52.0
    /// The height of the icon's box; it scales with the text size.
    public static let iconHeight = 50.0
    /// The square the icon's glyph is drawn in: the bundled symbols' ink is about 5/6 of it, so the
    /// ink fills the box as the screenshots' icons do (it may reach a little past the box).
    public static let iconGlyphSide = 60.0
    /// How far a solid banner's icon is mixed from the background toward the accent (#78b08c on nhsPaleGreen).
    public static let solidIconAccentFraction = 0.4
    /// The width of an outlined banner's border.
    public static let borderWidth = 2.0
    /// From this text size up the icon is not shown, leaving the text more room.
    public static let iconHiddenMinimumSize = DynamicTypeSize.accessibility3
}
