/// A run's results as JUnit XML for CI: one `testcase` per snapshot (classname the scene id,
/// name the configuration); a differing or missing snapshot is a `failure` naming the pixel
/// count and the artefacts' paths, a render or decode error an `error`.
enum JUnitReport {
    /// The XML document; artefact paths are given under `artefactsRoot`.
    static func xml(for report: RunReport, artefactsRoot: String) -> String {
        let failures = report.results.filter { $0.isFailure && $0.status != .error }.count
        let errors = report.count(.error)
        let counts = "tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"nhs-snap\" \(counts)>",
            "  <testsuite name=\"nhs-snap verify\" \(counts) skipped=\"0\">",
        ]
        for result in report.results {
            let open = "    <testcase classname=\"\(Markup.escape(result.sceneID))\" name=\"\(Markup.escape(result.configuration))\""
            guard result.isFailure else {
                lines.append(open + "/>")
                continue
            }
            let element = result.status == .error ? "error" : "failure"
            let type = result.failureKind
            let paths = result.artefacts?.all.map { "\(artefactsRoot)/\($0)" } ?? []
            let accessibility = result.failingFindings.map { "audit: \($0)" } + (result.transcript?.diff ?? []).map { "transcript: \($0)" }
            let body = (["golden: \(result.golden)"] + paths.map { "artefact: \($0)" } + accessibility).joined(separator: "\n")
            lines.append(open + ">")
            lines.append("      <\(element) type=\"\(type)\" message=\"\(Markup.escape(result.summary))\">\(Markup.escape(body))</\(element)>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }
}
