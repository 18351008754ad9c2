import AccessibilityAudit

/// `nhs-snap audit`: renders every selected snapshot and reports what the accessibility audit
/// finds, without reading or writing goldens. A finding no waiver covers fails the run.
public enum AuditSnapshots {
    /// What the audit of one snapshot found (nothing, for a clean one); `error` when it could not be rendered.
    public struct Result: Sendable {
        public let key: String
        public let findings: [AuditFinding]
        public let error: String?
    }

    /// What a run found.
    public struct Outcome: Sendable {
        public let results: [Result]

        /// True when no snapshot has an unwaived finding or could not be rendered.
        public var passed: Bool { results.allSatisfy { $0.error == nil && $0.findings.allSatisfy { $0.waiver != nil } } }

        /// What the command prints: each failing finding (`FAIL key: finding`), each waived one
        /// (`WAIVED key: finding (waived: reason)`), then the counts.
        public var text: String {
            var lines: [String] = []
            for result in results {
                if let error = result.error { lines.append("ERROR \(result.key): \(error)") }
                for finding in result.findings where finding.waiver == nil { lines.append("FAIL \(result.key): \(finding)") }
            }
            for result in results {
                for finding in result.findings where finding.waiver != nil { lines.append("WAIVED \(result.key): \(finding)") }
            }
            let failing = results.reduce(0) { $0 + $1.findings.filter { $0.waiver == nil }.count }
            let waived = results.reduce(0) { $0 + $1.findings.filter { $0.waiver != nil }.count }
            let dirty = results.filter { $0.error != nil || $0.findings.contains { $0.waiver == nil } }.count
            lines.append(
                "\(results.count) snapshot\(results.count == 1 ? "" : "s") audited: \(dirty) failing; "
                    + "\(failing) finding\(failing == 1 ? "" : "s"), \(waived) waived")
            return lines.joined(separator: "\n")
        }
    }

    public struct Options: Sendable {
        /// Threads to render on: every processor online by default.
        public var jobs = ParallelRunner.coreCount
        public init() {}
    }

    /// Audits `selection`; throws for a selection of no snapshot.
    public static func run(_ selection: SnapshotSelection, options: Options = Options()) throws(SnapshotError) -> Outcome {
        let snapshots = try selection.snapshots
        let (results, _) = ParallelRunner(jobs: options.jobs, label: "audit").map(snapshots) { snapshot, times in
            do {
                let rendering = try times.measure(\.render) { () throws(any Error) -> SceneRendering in
                    try snapshot.scene.draw(snapshot.configuration)
                }
                return Result(key: snapshot.key, findings: rendering.findings, error: nil)
            } catch {
                return Result(key: snapshot.key, findings: [], error: "rendering failed: \(error)")
            }
        }
        return Outcome(results: results)
    }
}
