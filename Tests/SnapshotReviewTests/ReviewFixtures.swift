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
                Scene(id, source: SourceLocation(file: "/repo/Sources/Catalogue/Scenes.swift", line: 7)) { [self] configuration in
                    let count = self.marks.withLock { $0[id]! }
                    var image = Bitmap(width: 8, height: 3, fill: configuration.scheme == .light ? .white : .black)
                    for x in 0..<min(count, 8) { image[x, 0] = RGBA(r: 0, g: 94, b: 184) }
                    return image
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
