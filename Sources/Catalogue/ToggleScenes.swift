import NHSDesignSystem

/// The Toggle scenes of the catalogue.
enum ToggleScenes {
    static let entries: [CatalogueEntry] = []
}
