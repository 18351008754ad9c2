import Raster

/// A colour set (`Name.colorset`) of an asset catalogue: a colour for each appearance Xcode offers
/// (Any, Light, Dark, each perhaps in high contrast too, perhaps per device).
struct ColorSet: Sendable {
    struct Entry: Sendable {
        let appearance: AssetAppearance
        let color: RGBA
    }

    let entries: [Entry]

    /// The colour set in `folder`.
    init(folder: String) throws(AssetCatalogueError) {
        let json = try AssetJSON(folder: folder)
        var entries: [Entry] = []
        // An entry without a colour is one Xcode writes for an appearance no colour was chosen for
        // (the app template's empty `AccentColor`): it gives no colour.
        for entry in try json.objects("colors") {
            guard let color = entry["color"] as? [String: Any] else { continue }
            entries.append(Entry(appearance: try AssetAppearance(entry: entry, in: json), color: try AssetColorComponents.rgba(color, in: json)))
        }
        self.entries = entries
    }

    /// The colour for a snapshot's scheme, contrast and device; nil when no entry applies (a set
    /// with only a Light entry, asked for dark).
    func color(scheme: ColorScheme, contrast: ColorSchemeContrast, idiom: String) -> RGBA? {
        AssetAppearance.best(of: entries, appearance: \.appearance, scheme: scheme, contrast: contrast, idiom: idiom).first?.color
    }
}
