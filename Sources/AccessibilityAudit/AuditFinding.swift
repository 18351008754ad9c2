import Raster

/// One thing a rule found wrong in one snapshot: the rule, the element, where it is and the figure
/// measured (`3.1:1, needs 4.5:1`, `40 x 32 pt, needs 44 x 44 pt`).
public struct AuditFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule's id, e.g. `text-contrast`.
    public var rule: String
    /// The element, e.g. `"Done"` or `text "Book now"`.
    public var element: String
    /// In points from the snapshot's top left.
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// What was measured against what the rule needs.
    public var figure: String
    /// Set when the scene waives the rule: the waiver's reason.
    public var waiver: String?

    public init(rule: String, element: String, frame: Rect, figure: String, waiver: String? = nil) {
        self.rule = rule
        self.element = element
        x = frame.minX
        y = frame.minY
        width = frame.width
        height = frame.height
        self.figure = figure
        self.waiver = waiver
    }

    public var frame: Rect { Rect(x: x, y: y, width: width, height: height) }

    /// `text-contrast: text "Done" at x 300-340, y 10-30 pt: 4.2:1, needs 4.5:1`, and the waiver when waived.
    public var description: String {
        func pt(_ v: Double) -> String {
            let r = (v * 100).rounded() / 100
            return r == r.rounded() ? "\(Int(r))" : "\(r)"
        }
        let text = "\(rule): \(element) at x \(pt(x))-\(pt(x + width)), y \(pt(y))-\(pt(y + height)) pt: \(figure)"
        return waiver.map { text + " (waived: \($0))" } ?? text
    }
}
