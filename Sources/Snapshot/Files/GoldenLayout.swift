/// Where a snapshot's golden lives inside the goldens folder.
public enum GoldenLayout: Sendable, Hashable {
    /// `<scene id>/<configuration>.png`, e.g. `banner/solid/iphone-16-pro.large.light@2x.png`:
    /// the catalogue's `Goldens/`.
    case sceneFolders
    /// `<name>.<configuration>.png`, e.g. `login.iphone-se.large.light@2x.png`: one folder per
    /// test file (`__Snapshots__/<TestFile>/`).
    case flat

    /// The golden's path components inside the goldens folder.
    public func components(sceneID: String, configuration: SnapshotConfiguration) -> [String] {
        switch self {
        case .sceneFolders: sceneID.split(separator: "/").map(String.init) + [configuration.name + ".png"]
        case .flat: [sceneID + "." + configuration.name + ".png"]
        }
    }

    /// The name of a scene's shared transcript golden in the development language: `transcript.txt`
    /// in its folder (``sceneFolders``), `<name>.transcript.txt` (``flat``).
    public static let sharedTranscriptName = "transcript.txt"

    /// The name of the transcript golden a scene's configurations in `locale` share: `transcript.txt`
    /// in the development language, `transcript.cy.txt` in Welsh (a locale reads its own words).
    public static func sharedTranscriptName(locale: SnapshotLocale) -> String {
        "transcript\(locale.nameSuffix).txt"
    }

    /// A configuration's own transcript golden's path components: its image golden's, with `.txt`.
    public func transcriptComponents(sceneID: String, configuration: SnapshotConfiguration) -> [String] {
        var components = components(sceneID: sceneID, configuration: configuration)
        components[components.count - 1] = String(components.last!.dropLast(".png".count)) + ".txt"
        return components
    }

    /// The path components of the transcript golden a scene's configurations in `locale` share: each
    /// reads it unless it has a transcript golden of its own (see `TranscriptGoldens`).
    public func sharedTranscriptComponents(sceneID: String, locale: SnapshotLocale = .development) -> [String] {
        let name = Self.sharedTranscriptName(locale: locale)
        switch self {
        case .sceneFolders: return sceneID.split(separator: "/").map(String.init) + [name]
        case .flat: return [sceneID + "." + name]
        }
    }

    /// The locale whose shared transcript golden `file` names (`transcript.txt`, `transcript.cy.txt`);
    /// nil for any other name, or a locale not spelled as golden names spell it.
    static func sharedTranscriptLocale(_ file: String) -> SnapshotLocale? {
        if file == sharedTranscriptName { return .development }
        guard file.hasPrefix("transcript."), file.hasSuffix(".txt") else { return nil }
        let identifier = String(file.dropFirst("transcript.".count).dropLast(".txt".count))
        guard let locale = try? SnapshotLocale(identifier: identifier), locale != .development,
            sharedTranscriptName(locale: locale) == file
        else { return nil }
        return locale
    }

    /// True when `components` (a file inside the catalogue's goldens folder) is a transcript golden
    /// nhs-snap could have written there: `<component>/<variant>/transcript.txt` or
    /// `transcript.<locale>.txt` (shared) or `<component>/<variant>/<configuration>.txt` (a
    /// configuration's own), with a valid scene id.
    public static func isSceneFolderTranscript(_ components: [String]) -> Bool {
        guard components.count == 3, let file = components.last, file.hasSuffix(".txt") else { return false }
        if sharedTranscriptLocale(file) != nil { return (try? SceneCatalogue.check(id: components[0] + "/" + components[1])) != nil }
        return isSceneFolderGolden(Array(components.dropLast()) + [String(file.dropLast(".txt".count)) + ".png"])
    }

    /// True when `components` (a file inside the catalogue's goldens folder) is a golden nhs-snap
    /// could have written there: `<component>/<variant>/<configuration>.png` with a valid scene
    /// id and a well-formed configuration name, the ``sceneFolders`` shape. Any other PNG there is a
    /// stray (``strays(in:)``).
    public static func isSceneFolderGolden(_ components: [String]) -> Bool {
        guard components.count == 3, let file = components.last, file.hasSuffix(".png"),
            (try? SceneCatalogue.check(id: components[0] + "/" + components[1])) != nil
        else { return false }
        return SnapshotConfiguration(name: String(file.dropLast(4))) != nil
    }

    /// PNG files in the catalogue's goldens folder (its `contents`) that are not goldens in the
    /// ``sceneFolders`` shape (see ``isSceneFolderGolden(_:)``), so no scene can produce them: a
    /// leftover such as `old-banner.png`, a review image copied in, a name with a space or
    /// markup. Their components inside the folder, sorted. Hidden files, and files that are not
    /// PNGs by name (a README, `.gitattributes`), are not strays.
    public static func strays(in contents: FolderContents) -> [[String]] {
        (contents.files + contents.oddlyNamedFiles).filter { components in
            components.last!.lowercased().hasSuffix(".png") && !isSceneFolderGolden(components)
        }.sorted { $0.joined(separator: "/") < $1.joined(separator: "/") }
    }
}
