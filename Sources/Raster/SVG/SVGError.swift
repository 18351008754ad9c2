/// Why an SVG file cannot be drawn: markup nhs-snap cannot read, or a feature outside the subset it draws.
public struct SVGError: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
