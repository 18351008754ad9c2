/// The traits an asset catalogue entry is for, as Xcode writes them in an entry's `appearances`
/// and `idiom`: light or dark (`luminosity`; neither is "Any"), high contrast (`contrast`), and
/// the device (`universal`, `iphone`, `ipad`).
struct AssetAppearance: Hashable, Sendable {
    enum Luminosity: String, Sendable { case light, dark }

    /// nil for any.
    var luminosity: Luminosity?
    /// True for an entry for Increase Contrast.
    var isHighContrast = false
    /// `universal`, `iphone`, `ipad`...
    var idiom = "universal"

    /// The appearance of `entry` of the file `json`.
    init(entry: [String: Any], in json: AssetJSON) throws(AssetCatalogueError) {
        idiom = entry["idiom"] as? String ?? "universal"
        guard let appearances = entry["appearances"] else { return }
        guard let list = appearances as? [[String: Any]] else { throw json.error("'appearances' is not an array of objects") }
        for appearance in list {
            let kind = appearance["appearance"] as? String ?? "", value = appearance["value"] as? String ?? ""
            switch (kind, value) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("contrast", "high"): isHighContrast = true
            default: throw json.error("unknown appearance '\(kind)': '\(value)' (nhs-snap reads luminosity light and dark, and contrast high)")
            }
        }
    }

    /// How closely the entry fits a snapshot, higher closer; nil when it is for other traits.
    /// As iOS matches traits, an entry for another scheme, contrast or device never applies, and of
    /// those that do, the most specific wins: the device's own idiom over `universal`, then a
    /// matching light or dark over Any, then high contrast over standard.
    func fitness(scheme: ColorScheme, contrast: ColorSchemeContrast, idiom deviceIdiom: String) -> Int? {
        var score = 0
        if idiom == deviceIdiom {
            score += 4
        } else if idiom != "universal" {
            return nil
        }
        if let luminosity {
            guard (luminosity == .dark) == (scheme == .dark) else { return nil }
            score += 2
        }
        if isHighContrast {
            guard contrast == .increased else { return nil }
            score += 1
        }
        return score
    }

    /// Of `entries`, those that fit the snapshot best (all equally), in their order, by their appearances.
    static func best<Entry>(
        of entries: [Entry], appearance: (Entry) -> AssetAppearance, scheme: ColorScheme, contrast: ColorSchemeContrast,
        idiom: String
    ) -> [Entry] {
        let scored = entries.compactMap { entry in
            appearance(entry).fitness(scheme: scheme, contrast: contrast, idiom: idiom).map { (entry, $0) }
        }
        guard let top = scored.map(\.1).max() else { return [] }
        return scored.filter { $0.1 == top }.map(\.0)
    }
}
