import Foundation

/// UIKit's traits, as `UITraitCollection.current` and a dynamic colour's provider see them: the
/// snapshot's colour scheme, text size, scale, device and size classes.
///
/// A collection made by code (`UITraitCollection(userInterfaceStyle: .dark)`) leaves every other
/// trait unspecified, as UIKit's does; `init(traitsFrom:)` combines collections, later ones winning.
public final class UITraitCollection: NSObject, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let accessibilityContrast: UIAccessibilityContrast
    public let legibilityWeight: UILegibilityWeight
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        displayScale: CGFloat = 0, userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
        accessibilityContrast: UIAccessibilityContrast = .unspecified,
        legibilityWeight: UILegibilityWeight = .unspecified,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
        self.layoutDirection = layoutDirection
    }

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// A collection that specifies only the colour scheme.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .unspecified)
    }

    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }

    /// A collection that specifies only the scale.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// The traits of `collections` combined: each trait is the last collection's that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            displayScale: last(\.displayScale, unspecified: 0),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            accessibilityContrast: last(\.accessibilityContrast, unspecified: .unspecified),
            legibilityWeight: last(\.legibilityWeight, unspecified: .unspecified),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified))
    }

    /// The collection with its colour scheme replaced.
    func with(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    /// The traits of the snapshot being rendered (see `UIKitSnapshot`).
    public static var current: UITraitCollection { UIKitSnapshot.current.traits }

    /// True when the colour scheme differs, the one trait SnapUI's colours vary with.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle
    }

    /// The colour scheme the collection resolves colours in: light unless it says dark.
    var colorScheme: ColorScheme { userInterfaceStyle == .dark ? .dark : .light }
}
