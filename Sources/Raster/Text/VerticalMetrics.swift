/// How far a font's lines reach above and below the baseline, as fractions of its em, where they are
/// not its face's own: a face that stands in for another sets its lines with the other's metrics, so
/// text takes the height it would in the face it replaces while drawing its own glyphs.
public struct VerticalMetrics: Hashable, Sendable {
    /// How far a line reaches above the baseline, per em.
    public var ascender: Double
    /// How far a line reaches below the baseline, per em, positive.
    public var descender: Double
    /// The space between one line and the next beyond the ascender and descender, per em: set
    /// between lines only, never above the first or below the last, as the leading of Apple's
    /// text-style fonts is. Negative where a style's lines are closer than its ascender plus
    /// descender (caption 2 at 11 points: 13 points apart, 13.13 tall).
    public var leading: Double

    public init(ascender: Double, descender: Double, leading: Double = 0) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// SF Pro's, iOS's system face: an ascender of 1950 and a descender of 494 of its 2048 units an
    /// em, no line gap (`UIFont.systemFont(ofSize: 17).lineHeight` is 20.29 on iOS).
    public static let sfPro = VerticalMetrics(ascender: 1950.0 / 2048, descender: 494.0 / 2048)
}
