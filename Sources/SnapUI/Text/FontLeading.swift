extension Font {
    /// A line spacing adjustment that you can apply to a font, as SwiftUI's.
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing: 2 points less between a text style's lines.
        case tight
        /// Increased line spacing: 2 points more between a text style's lines.
        case loose

        /// The points it adds to a text style's baseline-to-baseline distance (UIKit's
        /// `traitTightLeading` and `traitLooseLeading`: 2 points less or more).
        var adjustment: Double {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// The font with another line spacing. Only a text style's system font has a leading to
    /// adjust; other fonts draw as they are, as SwiftUI returns them unchanged.
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.lineLeading = leading
        return font
    }
}
