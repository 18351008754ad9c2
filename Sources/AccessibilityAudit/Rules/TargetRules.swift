import Raster

extension AuditRule {
    /// The HIG's and WCAG 2.5.5's target: every control at least 44 x 44 pt.
    public static let targetSize = AuditRule(id: "target-size", summary: "every control at least 44 x 44 pt") { subject in
        subject.elements.filter { $0.isInteractive && !$0.traits.contains(.disabled) }.compactMap { element in
            guard element.frame.width < 44 - 1e-6 || element.frame.height < 44 - 1e-6 else { return nil }
            return AuditFinding(
                rule: "target-size", element: element.name, frame: element.frame,
                figure: "\(points(element.frame.width)) x \(points(element.frame.height)) pt, needs 44 x 44 pt")
        }
    }

    /// WCAG 2.5.8: a control smaller than 24 x 24 pt needs room: the 24-point circle on its centre
    /// must not reach another control, nor that control's circle when it is small too.
    public static let targetSpacing = AuditRule(
        id: "target-spacing", summary: "a control under 24 x 24 pt has 24 pt of room from its neighbours"
    ) { subject in
        let targets = subject.elements.filter { $0.isInteractive && !$0.traits.contains(.disabled) }
        func isSmall(_ e: AuditElement) -> Bool { e.frame.width < 24 || e.frame.height < 24 }
        var findings: [AuditFinding] = []
        for (i, small) in targets.enumerated() where isSmall(small) {
            for (j, other) in targets.enumerated() where j != i {
                let reach = distance(from: small.frame.center, to: other.frame)
                let clash = isSmall(other)
                    ? hypot(small.frame.midX - other.frame.midX, small.frame.midY - other.frame.midY) < 24
                    : reach < 12
                if clash {
                    findings.append(AuditFinding(
                        rule: "target-spacing", element: small.name, frame: small.frame,
                        figure: "\(points(reach)) pt from \(other.name), needs 12 pt from its centre"))
                    break
                }
            }
        }
        return findings
    }

    /// The distance from `point` to the nearest point of `rect` (0 inside it).
    static func distance(from point: Point, to rect: Rect) -> Double {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX), dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return hypot(dx, dy)
    }

    /// `44`, `43.5`: points with at most two decimals.
    static func points(_ value: Double) -> String {
        let r = (value * 100).rounded() / 100
        return r == r.rounded() ? "\(Int(r))" : "\(r)"
    }
}

private func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
