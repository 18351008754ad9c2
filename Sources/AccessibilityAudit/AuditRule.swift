/// One check of the audit: an id (what a waiver names), what it asks for, and the check itself,
/// which reads a subject and returns its findings.
public struct AuditRule: Sendable {
    /// E.g. `text-contrast`.
    public let id: String
    /// One line: what the rule asks for.
    public let summary: String
    let check: @Sendable (AuditSubject) -> [AuditFinding]

    public init(id: String, summary: String, check: @escaping @Sendable (AuditSubject) -> [AuditFinding]) {
        self.id = id
        self.summary = summary
        self.check = check
    }

    /// The rule's findings in `subject`.
    public func findings(in subject: AuditSubject) -> [AuditFinding] { check(subject) }

    /// Every rule that needs no configuration, in the order findings are reported.
    public static let standard: [AuditRule] = [
        .textContrast, .nonTextContrast, .targetSize, .targetSpacing, .textTruncated, .textClipped, .textOverlap,
        .labels, .symbolNameLabel, .headings, .toggleState,
    ]
}

/// Runs rules over a subject and applies a scene's waivers.
public enum Audit {
    /// The findings of `rules` in `subject`, in rule order; a finding of a rule `waivers` name
    /// carries the waiver's reason.
    public static func run(_ subject: AuditSubject, rules: [AuditRule] = AuditRule.standard, waivers: [AuditWaiver] = []) -> [AuditFinding] {
        rules.flatMap { rule in
            rule.findings(in: subject).map { finding in
                var finding = finding
                finding.waiver = waivers.first { $0.rule == rule.id }?.reason
                return finding
            }
        }
    }
}
