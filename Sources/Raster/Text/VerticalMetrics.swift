/// How far a font's lines reach above and below the baseline, as fractions of its em, where they are
/// not its face's own: a face that stands in for another sets its lines with the other's metrics, so
/// text takes the height it would in the face it replaces while drawing its own glyphs.
public struct VerticalMetrics: Hashable, Sendable {
    /// How far a line reaches above the baseline, per em.
    public var ascender: Double
    /// How far a line reaches below the baseline, per em, positive.
    public var descender: Double

    public init(ascender: Double, descender: Double) {
        self.ascender = ascender
        self.descender = descender
    }

    /// SF Pro's, iOS's system face: an ascender of 1950 and a descender of 494 of its 2048 units an
    /// em, no line gap (`UIFont.systemFont(ofSize: 17).lineHeight` is 20.29 on iOS).
    public static let sfPro = VerticalMetrics(ascender: 1950.0 / 2048, descender: 494.0 / 2048)
}
