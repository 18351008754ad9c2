import Foundation

/// An image set (`Name.imageset`) of an asset catalogue: its files by scale and appearance, and
/// how it takes colour (`template-rendering-intent`).
struct ImageSet: Sendable {
    struct Entry: Sendable {
        let appearance: AssetAppearance
        /// The file's path.
        let file: String
        /// Pixels a point: 1, 2 or 3; nil for a single-scale image (drawn as 1x, as UIKit does).
        let scale: Double?
    }

    /// The entries that have a file (Xcode lists empty slots too).
    let entries: [Entry]
    /// True for "Template Image", false for "Original Image", nil for "Default" (a bitmap's own colours).
    let isTemplate: Bool?
    /// "Preserve Vector Data": a vector image draws at any scale.
    let preservesVectorRepresentation: Bool

    /// The image set in `folder`.
    init(folder: String) throws(AssetCatalogueError) {
        let json = try AssetJSON(folder: folder)
        var entries: [Entry] = []
        for entry in try json.objects("images") {
            guard let filename = entry["filename"] as? String else { continue }
            let scale: Double?
            switch entry["scale"] {
            case nil: scale = nil
            case let text as String:
                guard text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else {
                    throw json.error("the scale '\(text)' of \(filename) is not 1x, 2x or 3x")
                }
                scale = value
            case let other?: throw json.error("the scale '\(other)' of \(filename) is not 1x, 2x or 3x")
            }
            entries.append(Entry(
                appearance: try AssetAppearance(entry: entry, in: json), file: (folder as NSString).appendingPathComponent(filename),
                scale: scale))
        }
        let properties = try json.properties()
        switch properties["template-rendering-intent"] as? String {
        case "template": isTemplate = true
        case "original": isTemplate = false
        default: isTemplate = nil
        }
        preservesVectorRepresentation = properties["preserves-vector-representation"] as? Bool ?? false
        self.entries = entries
    }

    /// The file UIKit would draw in a snapshot: of the entries for its appearance, the one at its
    /// scale, else the nearest above (drawn smaller), else the nearest below (drawn larger).
    /// nil when no entry has a file for the appearance.
    func entry(scale: Double, scheme: ColorScheme, contrast: ColorSchemeContrast, idiom: String) -> Entry? {
        let candidates = AssetAppearance.best(of: entries, appearance: \.appearance, scheme: scheme, contrast: contrast, idiom: idiom)
        func entryScale(_ entry: Entry) -> Double { entry.scale ?? 1 }
        if let exact = candidates.first(where: { entryScale($0) == scale }) { return exact }
        if let above = candidates.filter({ entryScale($0) > scale }).min(by: { entryScale($0) < entryScale($1) }) { return above }
        return candidates.max(by: { entryScale($0) < entryScale($1) })
    }
}
