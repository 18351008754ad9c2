/// Why a JPEG could not be read: the file (or "JPEG data" for bytes in memory) and the cause.
public struct JPEGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at fault; nil for bytes in memory.
    public let file: String?
    /// What is wrong with it.
    public let reason: String

    public init(file: String?, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file ?? "JPEG data"): \(reason)" }
}
