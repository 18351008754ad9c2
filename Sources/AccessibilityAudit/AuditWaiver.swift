/// A scene's statement that one audit rule does not apply to it, and why: kept in the scene's
/// definition and printed beside every finding it waives.
public struct AuditWaiver: Hashable, Sendable {
    /// The rule's id, e.g. `text-contrast`.
    public var rule: String
    /// Why the finding is accepted, e.g. "iOS draws the Done capsule; measured 4.2:1 in dark mode".
    public var reason: String

    /// Waives `rule` with `reason`, which must say why (it is shown in the report).
    public init(_ rule: AuditRule, reason: String) {
        self.rule = rule.id
        self.reason = reason
    }
}
