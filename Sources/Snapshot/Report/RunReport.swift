/// The outcome of `verify` (or of `merge-reports` over shards): every snapshot's result, sorted
/// by key, the orphaned goldens and the stray files. Written as results.json beside index.html.
public struct RunReport: Codable, Sendable, Equatable {
    /// The results.json format this nhs-snap writes and reads; bumped when it changes incompatibly.
    public static let currentFormat = 1

    /// The results.json format; ``currentFormat`` for a report made here.
    public var format = RunReport.currentFormat
    /// The shards the results come from, e.g. `["1/4"]`; empty for an unsharded run.
    public var shards: [String]
    /// The goldens folder, as given.
    public var goldens: String
    /// Sorted by key.
    public var results: [SnapshotResult]
    /// Goldens no scene produces, relative to the goldens folder, sorted.
    public var orphans: [String]
    /// PNG files in the goldens folder that are not goldens at all (``GoldenLayout/strays(in:)``),
    /// relative to it, sorted; their names may hold any character.
    public var strays: [String]

    public init(shards: [String], goldens: String, results: [SnapshotResult], orphans: [String], strays: [String] = []) {
        self.shards = shards
        self.goldens = goldens
        self.results = results.sorted { $0.key < $1.key }
        self.orphans = orphans
        self.strays = strays
    }

    private enum CodingKeys: String, CodingKey { case format, shards, goldens, results, orphans, strays }

    /// Reads a report; one written before strays were listed has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(Int.self, forKey: .format)
        shards = try container.decode([String].self, forKey: .shards)
        goldens = try container.decode(String.self, forKey: .goldens)
        results = try container.decode([SnapshotResult].self, forKey: .results)
        orphans = try container.decode([String].self, forKey: .orphans)
        strays = try container.decodeIfPresent([String].self, forKey: .strays) ?? []
    }

    public func count(_ status: SnapshotResult.Status) -> Int {
        results.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// The failing results (differing, missing, error), sorted by key.
    public var failures: [SnapshotResult] { results.filter(\.isFailure) }

    /// True when every snapshot matched (orphans do not fail a run).
    public var passed: Bool { failures.isEmpty }

    /// `34 snapshots: 30 matched, 2 differing, 1 missing, 1 error; 3 orphaned goldens, 1 stray file`
    /// (strays only when there are some).
    public var countsLine: String {
        var line = "\(results.count) snapshot\(results.count == 1 ? "" : "s"): \(count(.matched)) matched, \(count(.differing)) differing, \(count(.missing)) missing"
        if count(.error) > 0 { line += ", \(count(.error)) error\(count(.error) == 1 ? "" : "s")" }
        line += "; \(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s")"
        if !strays.isEmpty { line += ", \(strays.count) stray file\(strays.count == 1 ? "" : "s")" }
        let audited = results.filter { !$0.failingFindings.isEmpty }.count
        let transcripts = results.filter { $0.transcript != nil }.count
        if audited > 0 { line += "; \(audited) failing the accessibility audit" }
        if transcripts > 0 { line += "; \(transcripts) VoiceOver transcript\(transcripts == 1 ? "" : "s") changed or missing" }
        return line
    }

    /// What `verify` prints: the counts, then each failure with its artefacts' paths (under
    /// `artefactsRoot`), then each orphan and each stray.
    public func consoleText(artefactsRoot: String) -> String {
        var lines = [countsLine]
        for failure in failures {
            lines.append("FAIL \(failure.summary)")
            let paths = failure.artefacts?.all.map { artefactsRoot + "/" + $0 } ?? []
            if !paths.isEmpty { lines.append("     " + paths.joined(separator: " ")) }
            for finding in failure.failingFindings { lines.append("     audit \(finding)") }
            for line in failure.transcript?.diff ?? [] { lines.append("     transcript \(line)") }
        }
        for orphan in orphans {
            lines.append("ORPHAN \(goldens)/\(orphan) (no scene produces it; nhs-snap prune removes it)")
        }
        for stray in strays {
            lines.append("STRAY \(goldens)/\(stray) (not a golden nhs-snap writes; nhs-snap prune removes it)")
        }
        if count(.missing) > 0 {
            lines.append("Missing goldens are failures: review the actual images, then run 'nhs-snap record'.")
        }
        return lines.joined(separator: "\n")
    }
}
