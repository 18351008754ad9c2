import AccessibilityAudit
import Foundation
import Raster
import Snapshot
import SnapshotReview
import Synchronization

/// A run to review: synthetic scenes whose drawing a test can change (as an edit to a component
/// would), recorded goldens, and a verify run's artefacts, in a scratch folder.
final class ReviewFixture: @unchecked Sendable {
    static let matrix = SnapshotMatrix(
        devices: [.iPhoneSE], textSizes: [.large], schemes: [.light, .dark], narrowestDeviceTextSizes: [], maximumScale: 1)

    let path: String
    /// Marks drawn by each scene, by id: what the "code" draws now.
    let marks = Mutex<[String: Int]>(["banner/solid": 1, "banner/outline": 3, "toggle/on": 5])
    /// What VoiceOver reads in each scene, by id: its transcript, kept as a `.txt` golden.
    let reads = Mutex<[String: String]>([
        "banner/solid": "Book now, Button\n", "banner/outline": "Book later, Button\n", "toggle/on": "Reminders, Switch, On\n",
    ])
    /// What the audit finds in each scene, by id (nothing at first).
    let audit = Mutex<[String: [AuditFinding]]>([:])

    init() throws {
        var template = Array((NSTemporaryDirectory() + "nhs-snap-review-tests-XXXXXX").utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        var record = Record.Options()
        record.goldens = goldens
        record.mode = .all
        record.environment = [:]
        _ = try Record.run(selection(), options: record)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var goldens: String { path + "/Goldens" }
    var artefacts: String { path + "/out" }

    var catalogue: SceneCatalogue {
        get throws {
            try SceneCatalogue(["banner/solid", "banner/outline", "toggle/on"].map { id in
                SnapshotScene(id, source: SourceLocation(file: "/repo/Sources/Catalogue/Scenes.swift", line: 7)) { [self] configuration in
                    let count = self.marks.withLock { $0[id]! }
                    var image = Bitmap(width: 8, height: 3, fill: configuration.scheme == .light ? .white : .black)
                    for x in 0..<min(count, 8) { image[x, 0] = RGBA(r: 0, g: 94, b: 184) }
                    return SceneRendering(image: image, transcript: self.reads.withLock { $0[id]! }, findings: self.audit.withLock { $0[id] ?? [] })
                }
            })
        }
    }

    func selection(_ filter: SnapshotFilter = SnapshotFilter()) throws -> SnapshotSelection {
        SnapshotSelection(catalogue: try catalogue, matrix: Self.matrix, filter: filter)
    }

    /// Changes what scene `id` draws.
    func draw(_ id: String, marks count: Int) {
        marks.withLock { $0[id] = count }
    }

    /// Changes what VoiceOver reads in scene `id`.
    func read(_ id: String, _ transcript: String) {
        reads.withLock { $0[id] = transcript }
    }

    /// Makes the audit find `findings` in scene `id`.
    func find(_ id: String, _ findings: [AuditFinding]) {
        audit.withLock { $0[id] = findings }
    }

    /// A finding of a small target over the scene's first row.
    static func smallTarget(waiver: String? = nil) -> AuditFinding {
        AuditFinding(
            rule: "target-size", element: "\"Book now\"", frame: Rect(x: 0, y: 0, width: 8, height: 1),
            figure: "8 x 1 pt, needs 44 x 44 pt", waiver: waiver)
    }

    /// Runs verify over every scene, writing the artefacts.
    @discardableResult
    func verify(_ filter: SnapshotFilter = SnapshotFilter()) throws -> RunReport {
        var options = Verify.Options()
        options.goldens = goldens
        options.artefacts = artefacts
        options.jobs = 1
        return try Verify.run(selection(filter), options: options).report
    }

    func approver() throws -> Approver {
        try Approver(catalogue: catalogue, matrix: Self.matrix, artefacts: artefacts)
    }

    /// Path → bytes of every file under the goldens folder.
    func goldenBytes() -> [String: Data] {
        var found: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: goldens)
        while let name = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: goldens + "/" + name) { found[name] = data }
        }
        return found
    }

    /// The paths whose bytes differ between two listings (or are in only one).
    static func changed(_ before: [String: Data], _ after: [String: Data]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }
}
