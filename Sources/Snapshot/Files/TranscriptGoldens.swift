import Raster
import SnapSupport

/// Where a scene's VoiceOver transcript goldens live, and how `record` and `approve` lay them out.
/// A scene's configurations in one locale share one golden, `transcript.txt` in its folder
/// (`transcript.cy.txt` in Welsh), which a configuration reads unless it has a golden of its own,
/// `<configuration>.txt` beside its image golden; each locale's are laid out on their own. Writing keeps every configuration's expectation and lays the files out the fewest way:
/// the shared file holds the transcript most configurations read (the first of them in key order
/// on a tie), a configuration that reads anything else has its own file, and no file is left
/// that nothing reads. A configuration with no transcript golden at all leaves the scene with no
/// shared file, so that it stays missing rather than reading another's.
public struct TranscriptGoldens: Sendable {
    public let goldens: SafeFolder
    public let layout: GoldenLayout

    public init(goldens: SafeFolder, layout: GoldenLayout) {
        self.goldens = goldens
        self.layout = layout
    }

    /// What a transcript golden file holds.
    public enum Content: Sendable, Equatable {
        /// No file.
        case absent
        case text(String)
        /// A file that cannot be read: why, naming it.
        case unreadable(reason: String)
    }

    /// What writing a scene's transcripts did to one file.
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        public enum Action: String, Sendable {
            case created, updated, removed
        }

        public let action: Action
        /// The file's checked path.
        public let path: String

        /// `created Goldens/banner/solid/transcript.txt`.
        public var description: String { "\(action.rawValue) \(path)" }
    }

    /// `snapshot`'s own transcript golden, `<configuration>.txt`.
    public func ownFile(of snapshot: PlannedSnapshot) throws(SnapshotError) -> GoldenFile {
        try file(layout.transcriptComponents(sceneID: snapshot.scene.id, configuration: snapshot.configuration))
    }

    /// The transcript golden `sceneID`'s configurations in `locale` share.
    public func sharedFile(sceneID: String, locale: SnapshotLocale = .development) throws(SnapshotError) -> GoldenFile {
        try file(layout.sharedTranscriptComponents(sceneID: sceneID, locale: locale))
    }

    /// The golden `snapshot`'s transcript is read from: its own when that exists, else the shared
    /// one (also when neither exists: where a scene's transcript is recorded first).
    public func file(of snapshot: PlannedSnapshot) throws(SnapshotError) -> GoldenFile {
        let own = try ownFile(of: snapshot)
        return FileStatus(own.path) != nil ? own : try sharedFile(sceneID: snapshot.scene.id, locale: snapshot.configuration.locale)
    }

    /// What `file` holds.
    public func content(of file: GoldenFile) -> Content {
        do throws(PNGError) {
            return .text(String(decoding: try PNG.readFile(path: file.path), as: UTF8.self))
        } catch .fileNotFound {
            return .absent
        } catch {
            return .unreadable(reason: "\(error)")
        }
    }

    /// Records `accepted` (transcripts by snapshot key) as the expectations of those snapshots of
    /// one scene, keeping every other member's as its files say, and lays the scene's transcript
    /// goldens out again, each locale's on their own (see the type's description). `members` are
    /// all the scene's snapshots with a transcript over the matrix, whatever a run selected, sorted
    /// by key. When a member of a locale, not accepted, reads a golden that cannot be read, only that
    /// locale's accepted members' own files are written. Returns each file created, updated or
    /// removed; throws for a refused path or a file that cannot be written or removed.
    public func accept(_ accepted: [String: String], members: [PlannedSnapshot]) throws(SnapshotError) -> [Change] {
        var locales: [SnapshotLocale] = []
        for member in members where !locales.contains(member.configuration.locale) { locales.append(member.configuration.locale) }
        var changes: [Change] = []
        for locale in locales {
            changes += try accept(accepted, localeMembers: members.filter { $0.configuration.locale == locale })
        }
        return changes
    }

    /// ``accept(_:members:)`` for the members of one locale, which share one file.
    private func accept(_ accepted: [String: String], localeMembers members: [PlannedSnapshot]) throws(SnapshotError) -> [Change] {
        guard let first = members.first else { return [] }
        let shared = try sharedFile(sceneID: first.scene.id, locale: first.configuration.locale)
        let sharedContent = content(of: shared)
        var own: [GoldenFile] = []
        var ownContent: [Content] = []
        var expected: [Content] = []
        for member in members {
            let file = try ownFile(of: member)
            let content = content(of: file)
            own.append(file)
            ownContent.append(content)
            expected.append(accepted[member.key].map(Content.text) ?? (content == .absent ? sharedContent : content))
        }
        var changes: [Change] = []
        func write(_ text: String, to file: GoldenFile, over old: Content) throws(SnapshotError) {
            guard old != .text(text) else { return }
            let path = try goldens.preparedPath(file.components)
            do throws(AtomicFile.WriteError) { try AtomicFile.write(Array(text.utf8), to: path) } catch {
                throw .cannotWrite(error.path, reason: error.reason)
            }
            changes.append(Change(action: old == .absent ? .created : .updated, path: file.path))
        }
        func remove(_ file: GoldenFile, holding old: Content) throws(SnapshotError) {
            guard old != .absent else { return }
            try goldens.remove(file.components)
            changes.append(Change(action: .removed, path: file.path))
        }
        if expected.contains(where: { if case .unreadable = $0 { true } else { false } }) {
            for (index, member) in members.enumerated() {
                if let text = accepted[member.key] { try write(text, to: own[index], over: ownContent[index]) }
            }
            return changes
        }
        let texts = expected.compactMap { if case .text(let text) = $0 { text } else { nil } }
        let sharedText = texts.count == members.count ? Self.mostCommon(texts) : nil
        // Own files first, so that no member reads the shared file's new text before its own
        // file holds its expectation; files nothing reads any more last.
        for index in members.indices {
            if case .text(let text) = expected[index], text != sharedText { try write(text, to: own[index], over: ownContent[index]) }
        }
        if let sharedText { try write(sharedText, to: shared, over: sharedContent) } else { try remove(shared, holding: sharedContent) }
        for index in members.indices where expected[index] == sharedText.map(Content.text) {
            try remove(own[index], holding: ownContent[index])
        }
        return changes
    }

    /// The text `texts` hold most often; of those as often, the first.
    static func mostCommon(_ texts: [String]) -> String? {
        var counts: [String: Int] = [:]
        for text in texts { counts[text, default: 0] += 1 }
        let most = counts.values.max()
        return texts.first { counts[$0] == most }
    }

    private func file(_ components: [String]) throws(SnapshotError) -> GoldenFile {
        GoldenFile(components: components, path: try goldens.checkedPath(components))
    }
}
