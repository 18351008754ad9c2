import NHSDesignSystem
import Raster

extension CatalogueEntry {
    /// Renders the scene on an NHS App screen: `options` as given, with the NHS appearance, the scene's
    /// scroll offset, and the screen's height as the least height when the scene is a screen.
    public func render(_ options: RenderOptions, screenHeight: Double?) throws -> Rendering {
        var options = options
        let environment = options.environment
        options.environment = {
            $0.applyNHSAppearance()
            environment(&$0)
        }
        options.scrollOffset = scrollOffset
        options.minimumHeight = isScreen ? screenHeight : nil
        return try SnapUI.render(AnyView(make()), options: options)
    }
}

extension Catalogue {
    /// The entry with `id`, or nil.
    public static func entry(id: String) -> CatalogueEntry? {
        entries.first { $0.id == id }
    }
}
