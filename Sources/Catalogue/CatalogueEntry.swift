import NHSDesignSystem
import Snapshot

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
    /// Devices, text sizes or schemes in place of the default matrix's, where a dimension cannot
    /// change the scene (or needs more); nil keeps the matrix's.
    public let devices: [Device]?
    public let textSizes: [DynamicTypeSize]?
    public let schemes: [ColorScheme]?
    /// The scene's own tolerance in place of the run's; nil keeps the run's.
    public let tolerance: Tolerance?
    /// Makes the view; called once per render, on any thread.
    public let make: @Sendable () -> any View

    public init<V: View>(
        _ id: String, specSample: Bool = false, screen: Bool = false, scrollOffset: Double = 0,
        devices: [Device]? = nil, textSizes: [DynamicTypeSize]? = nil, schemes: [ColorScheme]? = nil,
        tolerance: Tolerance? = nil, _ make: @escaping @Sendable () -> V
    ) {
        self.id = id
        isSpecSample = specSample
        isScreen = screen
        self.scrollOffset = scrollOffset
        self.devices = devices
        self.textSizes = textSizes
        self.schemes = schemes
        self.tolerance = tolerance
        self.make = make
    }
}

/// The built-in catalogue: every spec sample and the cases that stress each rule, one file per component.
public enum Catalogue {
    public static var entries: [CatalogueEntry] {
        ToolbarScenes.entries + ToggleScenes.entries + HomeMenuScenes.entries + TitleScenes.entries
            + BannerScenes.entries
    }

    /// The entries as the snapshot workflow's scenes, each rendered on an NHS App screen of its
    /// configuration's device; spec samples are the documentation samples.
    public static func scenes() throws -> SceneCatalogue {
        try SceneCatalogue(entries.map { entry in
            Scene(
                entry.id, devices: entry.devices, textSizes: entry.textSizes, schemes: entry.schemes,
                tolerance: entry.tolerance, isDocSample: entry.isSpecSample
            ) { configuration in
                try entry.render(configuration.renderOptions(), screenHeight: Double(configuration.device.height)).image
            }
        })
    }
}
