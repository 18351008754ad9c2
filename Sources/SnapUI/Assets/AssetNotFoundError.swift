/// A colour or image name that no asset catalogue searched holds: the name, the catalogues
/// searched (or where none was found), the nearest names they do hold, and any catalogue that
/// could not be read.
public struct AssetNotFoundError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was asked for: "colour" or "image".
    public let kind: String
    public let name: String
    /// The `.xcassets` folders searched, in order.
    public let searched: [String]
    /// Where catalogues were looked for, in words.
    public let places: String
    /// The names of the same kind nearest `name`, nearest first.
    public let nearest: [String]
    /// Catalogues that could not be read.
    public let problems: [AssetCatalogueError]

    public var description: String {
        var text = "no \(kind) named '\(name)'"
        if searched.isEmpty {
            text += ": no asset catalogue was found (looked in \(places))"
        } else {
            text += " in the asset catalogues searched (\(searched.joined(separator: ", ")))"
            text += nearest.isEmpty ? "; they hold no \(kind)s" : "; nearest names: \(nearest.joined(separator: ", "))"
        }
        if !problems.isEmpty { text += "; unreadable: " + problems.map(\.description).joined(separator: "; ") }
        return text
    }
}
