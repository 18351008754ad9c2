import AccessibilityAudit
import Foundation
import SnapUI
import Snapshot
import ViewSnapshots

/// nhs-snap's command line over an app's previews and scenes: `verify`, `record`, `review`, `approve`,
/// `prune`, `merge-reports`, `docs`, `list`, `devices`, `render`, `layout`, `a11y` and `diff`, with the
/// same options, reports and goldens layout as `nhs-snap` itself, which is this over the built-in
/// catalogue. An app's snapshot executable is one line over its `#Preview`s:
///
/// ```swift
/// // Sources/app-snapshots/main.swift
/// import Foundation
/// import NHSSnap
///
/// exit(SnapshotCommandLine.run(name: "app-snapshots", previews: .all))
/// ```
public enum SnapshotCommandLine {
    /// Runs the command line `arguments` over `scenes` and returns the exit status: 0 when all is
    /// well, 1 when a check failed (a snapshot differs, is missing or cannot be rendered), 2 for
    /// a usage error or a file that cannot be read or written, with one `error:` line on stderr.
    ///
    /// - Parameters:
    ///   - name: the program's name, as its help and hints spell it.
    ///   - scenes: scenes written as catalogue entries; their ids name the golden folders (`Goldens/<id>/`).
    ///   - previews: the previews that are scenes too (`.all`, or `.modules("Feature")`), each named
    ///     `<file>/<name>` (``PreviewSceneID``), laid out as its traits say; nil for none.
    ///   - matrix: the configurations every scene is snapshotted in, unless it gives its own axes.
    ///   - arguments: what follows the program's name; by default the process's own.
    ///   - auditRules: the accessibility audit's rules, checked in every snapshot `verify` and
    ///     `audit` render: the standard ones by default; add a design system's own, such as
    ///     `.labelledContainer(roles: ["homeMenu"])`.
    ///   - accessibilitySnapshots: the configurations to keep accessibility snapshots in, as goldens
    ///     of a scene `<id>-a11y` beside each scene's (`.standard`: a phone and a tablet, large and
    ///     accessibility5, light); nil (the default) for none.
    ///   - appFonts: the app's own font folders (such as `"Sources/App/Fonts"`), as `UIAppFonts`
    ///     registers them on iOS: `Font.custom` and `UIFont(name:size:)` find their faces by
    ///     PostScript or family name, beside the font folder's.
    ///   - environment: sets environment values at the root of every scene before it is resolved:
    ///     the app's appearance, such as `{ $0.applyNHSAppearance() }`.
    public static func run(
        name: String, scenes: [CatalogueEntry] = [], previews: PreviewSelection? = nil, matrix: SnapshotMatrix = .standard,
        arguments: [String] = Array(CommandLine.arguments.dropFirst()), auditRules: [AuditRule] = AuditRule.standard,
        accessibilitySnapshots: AccessibilitySnapshotMatrix? = nil, appFonts: [String] = [],
        environment: @escaping @Sendable (inout EnvironmentValues) -> Void = { _ in }
    ) -> Int32 {
        let context = Context(
            entries: scenes, previews: previews, matrix: matrix, appearance: environment, auditRules: auditRules,
            accessibilitySnapshots: accessibilitySnapshots, appFonts: appFonts,
            processEnvironment: ProcessInfo.processInfo.environment, executable: FontFolder.currentExecutable, console: .standard)
        return Tool(program: name, context: context).run(arguments).rawValue
    }
}
