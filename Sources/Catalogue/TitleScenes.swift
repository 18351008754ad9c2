import NHSDesignSystem

/// The Title scenes of the catalogue.
enum TitleScenes {
    static let entries: [CatalogueEntry] = []
}
