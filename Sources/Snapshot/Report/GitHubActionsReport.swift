import Foundation

/// What `verify` adds on GitHub Actions (`GITHUB_ACTIONS` set): a markdown summary of the run for
/// the job's page (`$GITHUB_STEP_SUMMARY`), and an `::error` annotation for each failure naming the
/// source file and line of the failing snapshot's scene, so the pull request shows it there.
public enum GitHubActionsReport {
    /// True when `environment` is a GitHub Actions job: `GITHUB_ACTIONS` is `true`.
    public static func isActive(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// The markdown summary: the counts, then a table of the failures with their pixel counts and
    /// how they differ, then the orphans and strays; every cell escaped for markdown.
    public static func summary(for report: RunReport, artefactsRoot: String) -> String {
        var lines = ["## nhs-snap verify: \(report.passed ? "passed" : "failed")", "", cell(report.countsLine), ""]
        let failures = report.failures
        if !failures.isEmpty {
            lines += ["| snapshot | status | differing pixels | detail |", "| --- | --- | ---: | --- |"]
            for failure in failures {
                let pixels = failure.differingPixels.map { "\($0) of \(failure.totalPixels ?? 0)" } ?? ""
                lines.append("| `\(cell(failure.key))` | \(failure.status.rawValue) | \(pixels) | \(cell(failure.detail)) |")
            }
            lines += ["", "Review images are in the artefacts folder `\(cell(artefactsRoot))` (index.html)."]
        }
        for orphan in report.orphans { lines.append("- orphaned golden `\(cell(report.goldens + "/" + orphan))`") }
        for stray in report.strays { lines.append("- stray file `\(cell(report.goldens + "/" + stray))`") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `::error file=…,line=…,title=…::message` line per failure, the file relative to
    /// `workspace` (the checkout, `GITHUB_WORKSPACE`) when it is inside it; a failure whose scene
    /// has no known source gets an annotation without a file.
    public static func annotations(for report: RunReport, catalogue: SceneCatalogue, workspace: String?) -> [String] {
        let sources = Dictionary(catalogue.scenes.map { ($0.id, $0.source) }, uniquingKeysWith: { first, _ in first })
        return report.failures.map { failure in
            var properties: [String] = []
            if let source = sources[failure.sceneID] ?? nil {
                properties.append("file=" + property(relative(source.file, to: workspace)))
                properties.append("line=\(source.line)")
            }
            properties.append("title=" + property("snapshot \(failure.status.rawValue): \(failure.key)"))
            return "::error " + properties.joined(separator: ",") + "::" + data(failure.summary)
        }
    }

    /// Appends `summary` to the file at `path` (`$GITHUB_STEP_SUMMARY`), creating it if needed.
    public static func append(_ summary: String, to path: String) throws(SnapshotError) {
        guard FileManager.default.fileExists(atPath: path) || FileManager.default.createFile(atPath: path, contents: nil) else {
            throw .cannotWrite(path, reason: "cannot create the step summary file")
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(summary.utf8))
        } catch {
            throw .cannotWrite(path, reason: error.localizedDescription)
        }
    }

    /// `file` relative to `workspace` when it lies inside it, else as it is.
    static func relative(_ file: String, to workspace: String?) -> String {
        guard var root = workspace, !root.isEmpty else { return file }
        if !root.hasSuffix("/") { root += "/" }
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
    }

    /// A workflow command's message: `%`, CR and LF escaped as GitHub's runner reads them.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: as ``data(_:)``, and `:` and `,` too.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// Text for a markdown table cell: `|` escaped, newlines as spaces, backticks dropped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "`", with: "'")
    }
}
