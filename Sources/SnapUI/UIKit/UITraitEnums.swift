// UIKit's trait values, as `UITraitCollection` reports them.

/// Light or dark, as UIKit names the colour scheme.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// How much room a dimension of the screen has: compact (an iPhone's width) or regular (an iPad's).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
}

extension UIUserInterfaceSizeClass {
    /// UIKit's name for a SwiftUI size class.
    init(_ sizeClass: UserInterfaceSizeClass) {
        self = sizeClass == .regular ? .regular : .compact
    }
}

/// The kind of device: the snapshot's screen is a phone's or a pad's.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// The Increase Contrast setting.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    case unspecified = -1, normal, high
}

/// The Bold Text setting.
public enum UILegibilityWeight: Int, Hashable, Sendable {
    case unspecified = -1, regular, bold
}

/// The direction text runs in.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}
