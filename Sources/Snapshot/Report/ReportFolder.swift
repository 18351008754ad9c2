import Foundation
import SnapSupport

/// The artefacts folder (`.nhs-snap/` by default): review images, index.html and results.json.
struct ReportFolder {
    let folder: SafeFolder

    static let resultsFile = "results.json"
    static let pageFile = "index.html"

    /// Removes the artefacts listed by the results.json a previous run left here, so stale
    /// images never mix with a new run's. Removes nothing else.
    func removePreviousArtefacts() throws(SnapshotError) {
        guard let previous = try? read() else { return }
        for path in previous.results.flatMap({ $0.artefacts?.all ?? [] }) {
            let components = path.split(separator: "/").map(String.init)
            if FileStatus((try? folder.checkedPath(components)) ?? "")?.isRegularFile == true {
                try folder.remove(components)
            }
        }
    }

    /// Writes results.json and index.html for `report`.
    func write(_ report: RunReport) throws(SnapshotError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do { json = try encoder.encode(report) } catch {
            throw .cannotWrite(folder.root + "/" + Self.resultsFile, reason: "\(error)")
        }
        try Self.writeFile(json, to: folder.preparedPath([Self.resultsFile]))
        try Self.writeFile(Data(HTMLReport.html(for: report).utf8), to: folder.preparedPath([Self.pageFile]))
    }

    /// The report in this folder's results.json; throws unless its format is
    /// ``RunReport/currentFormat``.
    func read() throws(SnapshotError) -> RunReport {
        let path = try folder.checkedPath([Self.resultsFile])
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .cannotRead(path, reason: "no results.json (was it written by 'nhs-snap verify'?)")
        }
        /// The one field every format has, read first so another format is named as such.
        struct Header: Decodable { let format: Int }
        if let header = try? JSONDecoder().decode(Header.self, from: data), header.format != RunReport.currentFormat {
            throw .invalidResults(
                path, reason: "it is results.json format \(header.format); this nhs-snap reads format \(RunReport.currentFormat)")
        }
        do { return try JSONDecoder().decode(RunReport.self, from: data) } catch {
            throw .invalidResults(path, reason: "not a results.json nhs-snap wrote: \(error)")
        }
    }

    /// Writes `data` to `path` atomically (``AtomicFile``: a temporary file, then a rename).
    static func writeFile(_ data: Data, to path: String) throws(SnapshotError) {
        do throws(AtomicFile.WriteError) { try AtomicFile.write(Array(data), to: path) } catch {
            throw .cannotWrite(error.path, reason: error.reason)
        }
    }
}
