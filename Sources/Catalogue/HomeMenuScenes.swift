import NHSDesignSystem

/// The HomeMenu scenes of the catalogue.
enum HomeMenuScenes {
    static let entries: [CatalogueEntry] = []
}
