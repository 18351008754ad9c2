/// Why a PDF cannot be drawn: a file nhs-snap cannot read, or content outside what it draws (an
/// operator, a colour space, a filter), named.
public struct PDFError: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
