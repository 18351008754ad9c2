import AccessibilityAudit

/// The review page, index.html: a static, self-contained page (no network; images are the
/// artefact PNGs beside it). Failures come first, each with expected, actual and diff side by
/// side, how it differs, and an overlay with a slider between expected and actual; then the
/// matched snapshots, the orphaned goldens and the stray files. A checkbox shows only failures.
/// Every name is HTML-escaped.
enum HTMLReport {
    static func html(for report: RunReport) -> String {
        let e = Markup.escape
        var body: [String] = []
        body.append("<header>")
        body.append("<h1>nhs-snap verify</h1>")
        body.append("<p class=\"counts \(report.passed ? "passed" : "failed")\">\(e(report.countsLine))</p>")
        if !report.shards.isEmpty {
            body.append("<p>Shards: \(e(report.shards.joined(separator: ", ")))</p>")
        }
        if !report.passed {
            body.append("<p>To accept or reject each failure from a page like this one, run the <code>review</code> command (<code>nhs-snap review</code>).</p>")
        }
        body.append("<label><input type=\"checkbox\" id=\"only-failures\"> Show only failures</label>")
        body.append("</header>")
        body.append("<main>")
        for failure in report.failures { body.append(failureSection(failure)) }
        let matched = report.results.filter { !$0.isFailure }
        if !matched.isEmpty {
            body.append("<section class=\"matched\"><h2>Matched (\(matched.count))</h2><ul>")
            for result in matched { body.append("<li>\(e(result.key))</li>") }
            body.append("</ul></section>")
        }
        body.append(waiverSection(report))
        if !report.orphans.isEmpty {
            body.append("<section class=\"orphans\"><h2>Orphaned goldens (\(report.orphans.count))</h2>")
            body.append("<p>No scene produces these; <code>nhs-snap prune</code> removes them.</p><ul>")
            for orphan in report.orphans { body.append("<li>\(e(report.goldens + "/" + orphan))</li>") }
            body.append("</ul></section>")
        }
        if !report.strays.isEmpty {
            body.append("<section class=\"strays\"><h2>Stray files (\(report.strays.count))</h2>")
            body.append("<p>PNG files that are not goldens nhs-snap writes, so no scene can produce them; <code>nhs-snap prune</code> removes them.</p><ul>")
            for stray in report.strays { body.append("<li>\(e(report.goldens + "/" + stray))</li>") }
            body.append("</ul></section>")
        }
        body.append("</main>")
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>nhs-snap report</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
    }

    private static func failureSection(_ result: SnapshotResult) -> String {
        let e = Markup.escape
        var lines = ["<section class=\"failure \(result.failureKind)\">"]
        lines.append("<h2><span class=\"status\">\(result.failureKind)</span> \(e(result.key))</h2>")
        lines.append("<p>\(e(result.findingsDetail))</p>")
        if result.status == .differing { lines.append(facts(result)) }
        let artefacts = result.artefacts ?? SnapshotResult.Artefacts()
        let images = [("Expected", artefacts.expected), ("Actual", artefacts.actual), ("Diff", artefacts.diff)]
        // When the audit alone fails the snapshot, its drawing over the actual image is the picture.
        let drawsFindings = result.findings != nil && !result.failingFindings.isEmpty && artefacts.actual != nil
        if !artefacts.all.isEmpty, !(drawsFindings && result.failsOnlyAccessibility) {
            lines.append("<div class=\"images\">")
            for (title, path) in images {
                guard let path else { continue }
                lines.append("<figure><figcaption>\(title)</figcaption><a href=\"\(e(path))\"><img src=\"\(e(path))\" alt=\"\(title): \(e(result.key))\"></a></figure>")
            }
            lines.append("</div>")
        }
        if drawsFindings, let findings = result.findings, let actual = artefacts.actual {
            lines.append(auditBlock(findings, image: actual, result: result))
        }
        if let transcript = result.transcript {
            lines.append("<div class=\"transcript\"><p>VoiceOver transcript (\(e(transcript.golden))): \(transcript.status.rawValue)</p><pre>")
            for line in transcript.diff {
                lines.append("<span class=\"\(line.hasPrefix("+") ? "added" : "removed")\">\(e(line))</span>")
            }
            lines.append("</pre></div>")
        }
        if let expected = artefacts.expected, let actual = artefacts.actual {
            lines.append("""
                <div class="overlay-block"><p>Overlay: expected on the left of the line, actual on the right.</p>
                <div class="overlay-frame"><div class="overlay" style="--split: 50%"><img src="\(e(expected))" alt="expected"><img class="top" src="\(e(actual))" alt="actual"></div>
                <input type="range" min="0" max="100" value="50" aria-label="overlay position"></div></div>
                """)
        }
        lines.append("</section>")
        return lines.joined(separator: "\n")
    }

    /// The audit's findings drawn over the actual image, numbered boxes in points scaled to the
    /// image as shown, and listed beside it; waived ones in grey with their reason.
    private static func auditBlock(_ findings: [AuditFinding], image: String, result: SnapshotResult) -> String {
        let e = Markup.escape
        let width = result.imageWidth ?? 1, height = result.imageHeight ?? 1
        func percent(_ value: Double, of whole: Double) -> String { "\(((value / whole) * 10000).rounded() / 100)%" }
        var lines = ["<div class=\"audit\"><figure class=\"audit-image\"><figcaption>Accessibility audit</figcaption><div class=\"audit-frame\">"]
        lines.append("<img src=\"\(e(image))\" alt=\"audit: \(e(result.key))\">")
        for (index, finding) in findings.enumerated() {
            let box = "left: \(percent(finding.x, of: width)); top: \(percent(finding.y, of: height)); "
                + "width: \(percent(finding.width, of: width)); height: \(percent(finding.height, of: height))"
            lines.append(
                "<div class=\"finding\(finding.waiver == nil ? "" : " waived")\" style=\"\(box)\" title=\"\(e(finding.description))\"><span>\(index + 1)</span></div>")
        }
        lines.append("</div></figure><ol class=\"findings\">")
        for finding in findings {
            lines.append("<li class=\"\(finding.waiver == nil ? "failing" : "waived")\">\(e(finding.description))</li>")
        }
        lines.append("</ol></div>")
        return lines.joined(separator: "\n")
    }

    /// Every waived finding of the run, a line per scene, rule and reason, with how many snapshots it covers.
    private static func waiverSection(_ report: RunReport) -> String {
        var groups: [String: Int] = [:]
        var order: [String] = []
        for result in report.results {
            for finding in result.findings ?? [] {
                guard let reason = finding.waiver else { continue }
                let key = "\(result.sceneID): \(finding.rule) waived: \(reason)"
                if groups[key] == nil { order.append(key) }
                groups[key, default: 0] += 1
            }
        }
        guard !order.isEmpty else { return "" }
        var lines = ["<section class=\"waivers\"><h2>Waived accessibility findings (\(groups.values.reduce(0, +)))</h2><ul>"]
        for key in order { lines.append("<li>\(Markup.escape(key)) (\(groups[key]!) finding\(groups[key]! == 1 ? "" : "s"))</li>") }
        lines.append("</ul></section>")
        return lines.joined(separator: "\n")
    }

    /// How a differing snapshot differs, one fact a row: the pixels, the changed area in points,
    /// the largest channel difference, and the size.
    private static func facts(_ result: SnapshotResult) -> String {
        var rows = [("Differing pixels", "\(result.differingPixels ?? 0) of \(result.totalPixels ?? 0)")]
        if let ignored = result.ignoredAntialiasedPixels { rows.append(("Anti-aliased pixels ignored", "\(ignored)")) }
        rows.append(("Changed area", result.changedArea.map { "\($0) (\(SnapshotResult.Area.points($0.width)) x \(SnapshotResult.Area.points($0.height)) pt)" } ?? "none"))
        rows.append(("Largest channel difference", result.largestChannelDifference.map { "\($0) of 255" } ?? "none"))
        rows.append(("Size", result.sizeMismatch.map { "changed: \($0) pixels" } ?? "unchanged"))
        let cells = rows.map { "<dt>\($0.0)</dt><dd>\(Markup.escape($0.1))</dd>" }
        return "<dl class=\"facts\">" + cells.joined() + "</dl>"
    }

    private static let style = """
        body { font: 15px/1.4 system-ui, sans-serif; margin: 0; background: #f0f4f5; color: #212b32; }
        header { background: #005eb8; color: #fff; padding: 12px 24px; position: sticky; top: 0; z-index: 1; }
        header h1 { margin: 0 0 4px; font-size: 22px; }
        header p { margin: 0 0 4px; }
        main { padding: 16px 24px; }
        section { background: #fff; border-radius: 4px; padding: 12px 16px; margin-bottom: 16px; }
        section.failure { border-left: 6px solid #d5281b; }
        section.failure.missing { border-left-color: #ffb81c; }
        h2 { font-size: 17px; margin: 0 0 6px; word-break: break-all; }
        .status { text-transform: uppercase; font-size: 12px; background: #d5281b; color: #fff; padding: 2px 6px; border-radius: 3px; }
        .missing .status { background: #ffb81c; color: #212b32; }
        section.failure.accessibility, section.failure.transcript { border-left-color: #330072; }
        .accessibility .status, .transcript .status { background: #330072; }
        .images { display: flex; gap: 12px; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 0; min-width: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        img { max-width: 100%; border: 1px solid #aeb7bd; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .overlay { position: relative; display: inline-block; max-width: 100%; }
        .overlay img { display: block; }
        .overlay img.top { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 var(--split)); }
        .overlay-frame { display: inline-block; min-width: 200px; max-width: 100%; }
        .overlay-frame input { width: 100%; display: block; margin: 4px 0 0; }
        ul { margin: 0; padding-left: 20px; columns: 2; font-family: ui-monospace, monospace; font-size: 13px; }
        body.only-failures section.matched, body.only-failures section.orphans, body.only-failures section.strays { display: none; }
        dl.facts { display: grid; grid-template-columns: max-content auto; gap: 2px 12px; margin: 0 0 8px; font-size: 14px; }
        dl.facts dt { font-weight: 600; } dl.facts dd { margin: 0; }
        .audit { display: flex; gap: 16px; align-items: flex-start; margin: 8px 0; }
        .audit-image { flex: 0 1 auto; max-width: 60%; }
        .audit-frame { position: relative; display: inline-block; max-width: 100%; }
        .audit-frame img { display: block; }
        .finding { position: absolute; outline: 2px solid #d5281b; background: rgba(213, 40, 27, 0.15); }
        .finding.waived { outline-color: #768692; background: rgba(118, 134, 146, 0.12); }
        .finding span { position: absolute; top: -9px; left: -9px; background: #d5281b; color: #fff; font-size: 11px; border-radius: 9px; min-width: 18px; text-align: center; }
        .finding.waived span { background: #768692; }
        ol.findings { flex: 1 1 0; margin: 0; font-size: 14px; }
        ol.findings li.waived { color: #4c6272; }
        .transcript pre { background: #f0f4f5; padding: 8px; font-size: 13px; }
        .transcript .added { color: #007f3b; display: block; } .transcript .removed { color: #d5281b; display: block; }
        section.waivers ul { columns: 1; }
        body.only-failures section.waivers { display: none; }
        """

    private static let script = """
        const toggle = document.getElementById('only-failures');
        toggle.addEventListener('change', () => document.body.classList.toggle('only-failures', toggle.checked));
        for (const block of document.querySelectorAll('.overlay-block')) {
          const overlay = block.querySelector('.overlay');
          block.querySelector('input').addEventListener('input', (event) => {
            overlay.style.setProperty('--split', event.target.value + '%');
          });
        }
        """
}
