import NHSDesignSystem

/// The Toolbar scenes of the catalogue.
enum ToolbarScenes {
    static let entries: [CatalogueEntry] = []
}
