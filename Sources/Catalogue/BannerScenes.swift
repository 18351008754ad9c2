import NHSDesignSystem

/// The Banner scenes of the catalogue.
enum BannerScenes {
    static let entries: [CatalogueEntry] = []
}
