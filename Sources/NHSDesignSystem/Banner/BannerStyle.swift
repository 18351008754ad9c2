import SnapUI

/// How a banner is coloured.
public enum BannerStyle: Hashable, Sendable {
    /// A coloured card with no border: the title on `background`, the action label in `accent`.
    case solid(background: Color, accent: Color)
    /// A white card with a border of `color`, the colour also of the action label and the icon.
    case outlined(Color)

    /// The card's fill.
    var background: Color {
        switch self {
        case .solid(let background, _): background
        case .outlined: .nhsWhite
        }
    }

    /// The colour of the action label.
    var accent: Color {
        switch self {
        case .solid(_, let accent): accent
        case .outlined(let color): color
        }
    }

    /// The colour of the border, if the style has one.
    var border: Color? {
        switch self {
        case .solid: nil
        case .outlined(let color): color
        }
    }

    /// The decorative icon's colour: the accent softened toward the background, or the border colour.
    var iconColor: Color {
        switch self {
        case .solid(let background, let accent): background.mix(with: accent, by: BannerMetrics.solidIconAccentFraction)
        case .outlined(let color): color
        }
    }
}
