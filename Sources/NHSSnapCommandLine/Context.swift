import AccessibilityAudit
import SnapUI
import Snapshot
import ViewSnapshots

/// What a command works on: the scenes and how they are drawn, the process's environment, and
/// where its output goes.
struct Context {
    /// The scenes, as the app wrote them.
    let entries: [CatalogueEntry]
    /// The previews that are scenes too, found when a command first needs its scenes; nil for none.
    var previews: PreviewSelection?
    /// The matrix `verify`, `record`, `prune` and `list` work over.
    let matrix: SnapshotMatrix
    /// Environment values every scene is drawn with (the app's appearance).
    let appearance: @Sendable (inout EnvironmentValues) -> Void
    /// The accessibility audit's rules, checked in every snapshot `verify` and `audit` render.
    var auditRules: [AuditRule] = AuditRule.standard
    /// Where accessibility snapshots are kept as goldens (a scene `<id>-a11y` beside each entry); nil for none.
    var accessibilitySnapshots: AccessibilitySnapshotMatrix?
    /// The app's own font folders, whose faces custom fonts may name.
    var appFonts: [String] = []
    /// The process's environment variables (`NHS_SNAP_FONTS`, `CI`).
    let processEnvironment: [String: String]
    /// The running executable's path, beside which fonts may be.
    let executable: String?
    let console: Console

    /// The fonts a command draws with, found by ``FontFolder``'s rules from `given` (`--fonts`),
    /// and read when the first scene is drawn.
    func fonts(given: String?) -> SceneFonts {
        SceneFonts(folder: FontFolder.find(given: given, environment: processEnvironment, executable: executable), appFonts: appFonts)
    }

    /// The fonts a command draws with, read now, so that fonts that cannot be read are one error
    /// before any work rather than a failure of every snapshot.
    func loadedFonts(given: String?) throws -> SceneFonts {
        let fonts = fonts(given: given)
        _ = try fonts.load()
        return fonts
    }

    /// The scenes as the app wrote them and its previews' scenes: a preview's views are made (with
    /// `fonts`) to read its settings, so previews are found when a command needs its scenes.
    func allEntries(fonts: SceneFonts) throws -> [CatalogueEntry] {
        guard let previews else { return entries }
        return try entries + previews.entries(matrix: matrix, fonts: fonts.load())
    }

    /// The scenes as the workflow's catalogue, drawn with `fonts` and the appearance: checked and
    /// built once by each command that needs it.
    func catalogue(fonts: SceneFonts) throws -> SceneCatalogue {
        try SceneCatalogue(allEntries(fonts: fonts).flatMap { entry in
            [entry.scene(fonts: fonts, environment: appearance, auditRules: auditRules)]
                + (accessibilitySnapshots.map { [entry.accessibilityScene(fonts: fonts, environment: appearance, matrix: $0)] } ?? [])
        })
    }

    /// The catalogue over the matrix, narrowed by `filter` and `shard`.
    func selection(_ filter: SnapshotFilter, fonts: SceneFonts, shard: Shard? = nil) throws -> SnapshotSelection {
        SnapshotSelection(catalogue: try catalogue(fonts: fonts), matrix: matrix, filter: filter, shard: shard)
    }
}
