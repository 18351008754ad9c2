import NHSDesignSystem

/// One scene of the built-in catalogue: a view to render under an id such as `banner/solid`.
public struct CatalogueEntry: Sendable {
    /// `component/sample`: lowercase letters, digits and hyphens, one slash.
    public let id: String
    /// True for the specification's own code samples (they make the documentation images).
    public let isSpecSample: Bool
    /// True when the scene is a whole screen: it fills the device's height.
    public let isScreen: Bool
    /// Points the scene's scroll views are scrolled down (to show a screen scrolled past its title).
    public let scrollOffset: Double
    /// Makes the view; called once per render, on any thread.
    public let make: @Sendable () -> AnyView

    public init<V: View & SendableMetatype>(
        _ id: String, specSample: Bool = false, screen: Bool = false, scrollOffset: Double = 0,
        _ make: @escaping @Sendable () -> V
    ) {
        self.id = id
        isSpecSample = specSample
        isScreen = screen
        self.scrollOffset = scrollOffset
        self.make = { AnyView(make()) }
    }
}

/// The built-in catalogue: every spec sample and the cases that stress each rule, one file per component.
public enum Catalogue {
    public static var entries: [CatalogueEntry] {
        ToolbarScenes.entries + ToggleScenes.entries + HomeMenuScenes.entries + TitleScenes.entries
            + BannerScenes.entries
    }
}
