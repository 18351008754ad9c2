import SnapUI

/// The home menu's measurements in points, from HomeMenu.png (shared/reference/metrics.md).
public enum HomeMenuMetrics {
    /// Space between the screen's edges and the tiles, on every side.
    public static let screenMargin = 16.0
    /// Space between the columns of tiles.
    public static let columnGap = 8.0
    /// Space between the rows of tiles.
    public static let rowGap = 12.0
    /// The radius of a tile's continuous corners.
    public static let cornerRadius = 28.0
    /// Space between a tile's edges and its icon, label and chevron.
    public static let tilePadding = 16.0
    /// The diameter of the circle behind the icon.
    public static let iconCircleDiameter = 52.0
    /// The circle is NHS blue at this opacity over the tile (#e0ecf7 on white).
    public static let iconCircleOpacity = 0.12
    /// The square the icon's glyph is drawn in: its ink is about 27 x 23 points, as the screenshot's.
    public static let iconGlyphSide = 32.0
    /// Space between the icon's circle and the label.
    public static let iconToLabel = 12.0
    /// The square the chevron is drawn in at the default text size (ink about 7 x 11 points); it scales with the text.
    public static let chevronSide = 13.0
    /// The chevron is NHS blue at this opacity (#99bfe5 on white).
    public static let chevronOpacity = 0.4
    /// The least space between the label and the chevron.
    public static let labelToChevron = 8.0
    /// The width the menu takes when offered none: an iPhone 16 Pro's.
    public static let idealWidth = 402.0
}

/// When the home menu changes shape, by the width it is offered and the user's text size. The only
/// place these thresholds live.
public enum HomeMenuLayoutRules {
    /// Columns on a phone at standard text sizes.
    public static let standardColumns = 2
    /// Columns on a wide screen (a tablet, a larger phone in landscape).
    public static let wideColumns = 3
    /// The least width, in points, that counts as a wide screen.
    public static let wideMinimumWidth = 700.0
    /// From this text size up the menu is a single column, whatever the width.
    public static let singleColumnMinimumSize = DynamicTypeSize.xxxLarge
    /// From this text size up the tiles show no icon.
    public static let iconHiddenMinimumSize = DynamicTypeSize.accessibility3

    /// The number of columns for a menu `width` points wide at `dynamicTypeSize`.
    public static func columns(width: Double, dynamicTypeSize: DynamicTypeSize) -> Int {
        if dynamicTypeSize >= singleColumnMinimumSize { return 1 }
        return width >= wideMinimumWidth ? wideColumns : standardColumns
    }

    /// Whether the tiles show their icon at `dynamicTypeSize`.
    public static func showsIcon(at dynamicTypeSize: DynamicTypeSize) -> Bool {
        dynamicTypeSize < iconHiddenMinimumSize
    }
}
