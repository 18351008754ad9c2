extension AuditRule {
    /// Text is never cut short with "…", except text that may truncate by design (the collapsed
    /// form of a large title, whose whole text the large title shows).
    public static let textTruncated = AuditRule(id: "text-truncated", summary: "no text truncated with \"…\"") { subject in
        subject.texts.filter { $0.isTruncated && !$0.mayTruncate }.map { text in
            AuditFinding(rule: "text-truncated", element: "text \"\(text.text)\"", frame: text.frame, figure: "truncated")
        }
    }

    /// Text lies wholly inside what may show it: the screen and every clip around it.
    public static let textClipped = AuditRule(id: "text-clipped", summary: "no text clipped or off the screen") { subject in
        let screen = subject.bounds
        return subject.texts.compactMap { text in
            let tolerance = 0.5
            let area = text.frame.insetBy(dx: tolerance, dy: tolerance)
            guard !area.isEmpty else { return nil }
            let offScreen = area.minX < screen.minX || area.maxX > screen.maxX || area.minY < screen.minY || area.maxY > screen.maxY
            let clip = text.visibleRect
            let clipped = area.minX < clip.minX || area.maxX > clip.maxX || area.minY < clip.minY || area.maxY > clip.maxY
            guard offScreen || clipped else { return nil }
            return AuditFinding(
                rule: "text-clipped", element: "text \"\(text.text)\"", frame: text.frame,
                figure: offScreen ? "runs off the screen" : "clipped by its container")
        }
    }

    /// No two runs of text overlap where they can be seen (by more than half a point either way),
    /// except runs of one text; a part clipped away (`text-clipped` reports it) overlaps nothing.
    public static let textOverlap = AuditRule(id: "text-overlap", summary: "no text overlapping other text") { subject in
        var findings: [AuditFinding] = []
        let texts = subject.texts.filter { !$0.frame.isEmpty }
        let shown = texts.map { $0.frame.intersection($0.visibleRect) }
        for i in texts.indices {
            for j in texts.indices where j > i && (texts[i].paragraph == nil || texts[i].paragraph != texts[j].paragraph) {
                let overlap = shown[i].intersection(shown[j])
                guard overlap.width > 0.5, overlap.height > 0.5 else { continue }
                findings.append(AuditFinding(
                    rule: "text-overlap", element: "text \"\(texts[i].text)\"", frame: overlap,
                    figure: "overlaps text \"\(texts[j].text)\" by \(points(overlap.width)) x \(points(overlap.height)) pt"))
            }
        }
        return findings
    }
}
