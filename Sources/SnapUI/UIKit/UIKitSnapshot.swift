import Foundation
import Raster

/// The snapshot being rendered as UIKit's globals see it (`UITraitCollection.current`,
/// `UIScreen.main`, `UIDevice.current`): code reads them outside the view tree, so the renderer
/// binds them, task-locally, for the length of a render. Renders run in parallel, each on its own
/// thread or task, each seeing its own snapshot. Outside a render they describe the default
/// snapshot: an iPhone 16 Pro (402 × 874 points at 3x), light, at the default text size.
struct UIKitSnapshot: Sendable {
    /// The snapshot's traits.
    var traits: UITraitCollection
    /// The screen's size in points.
    let screenSize: CGSize
    /// The fonts the snapshot draws with, which `UIFont(name:size:)` looks names up in; nil outside a render.
    var fonts: FontSet?
    /// The accessibility settings the snapshot is taken with, as `UIAccessibility` reports them.
    var settings = AccessibilitySettings()
    /// How the snapshot looks localised strings up (`String(localized:)`); nil outside a render.
    var strings: StringLookup?
    /// The asset catalogues the snapshot's environment names, which `UIColor(named:)` looks names up in.
    var assetCatalogues = AssetCatalogues()
    /// Where the render collects problems (a colour name no catalogue holds); nil outside a render.
    var diagnostics: Diagnostics?

    /// iOS's accessibility settings that UIKit code reads, all off unless the snapshot's environment turns them on.
    struct AccessibilitySettings: Sendable {
        var reduceMotion = false
        var reduceTransparency = false
        var boldText = false
        var darkerSystemColors = false
        var differentiateWithoutColor = false
        var invertColors = false
    }

    @TaskLocal static var current = UIKitSnapshot(
        width: 402, height: 874, scale: 3, colorScheme: .light, dynamicTypeSize: .large)

    /// A snapshot of a `width` × `height` screen: a pad's or a phone's, with its size classes, as
    /// ``ScreenClass`` says. Text runs left to right.
    init(width: Double, height: Double, scale: Double, colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize) {
        let screen = ScreenClass(width: width, height: height)
        traits = UITraitCollection(
            userInterfaceStyle: colorScheme == .dark ? .dark : .light,
            preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize),
            horizontalSizeClass: UIUserInterfaceSizeClass(screen.horizontal),
            verticalSizeClass: UIUserInterfaceSizeClass(screen.vertical),
            displayScale: CGFloat(scale), userInterfaceIdiom: screen.isPad ? .pad : .phone,
            accessibilityContrast: .normal, legibilityWeight: .regular, layoutDirection: .leftToRight)
        screenSize = CGSize(width: width, height: height)
    }

    /// The snapshot a render sets up: the environment's screen width, scale, scheme and text size, on
    /// a screen `deviceHeight` points high (else the environment's screen height, else as high as an
    /// iPhone 16 Pro's screen is for its width).
    init(environment: EnvironmentValues, deviceHeight: Double?) {
        let width = environment.screenWidth
        self.init(
            width: width, height: deviceHeight ?? environment.screenHeight ?? (width * 874 / 402).rounded(),
            scale: environment.displayScale, colorScheme: environment.colorScheme,
            dynamicTypeSize: environment.dynamicTypeSize)
        fonts = environment.fontSet
        strings = StringLookup(environment)
        assetCatalogues = environment.assetCatalogues
        diagnostics = environment.diagnostics
        settings = AccessibilitySettings(
            reduceMotion: environment.accessibilityReduceMotion,
            reduceTransparency: environment.accessibilityReduceTransparency,
            boldText: environment.legibilityWeight == .bold,
            darkerSystemColors: environment.colorSchemeContrast == .increased,
            differentiateWithoutColor: environment.accessibilityDifferentiateWithoutColor,
            invertColors: environment.accessibilityInvertColors)
        traits = UITraitCollection(traitsFrom: [traits, UITraitCollection(
            accessibilityContrast: settings.darkerSystemColors ? .high : .normal,
            legibilityWeight: settings.boldText ? .bold : .regular,
            layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)])
    }
}
