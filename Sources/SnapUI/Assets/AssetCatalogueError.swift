/// A catalogue file nhs-snap cannot read as Xcode writes it (a `Contents.json` that is not JSON, a
/// colour component that is not a number, a PNG or JPEG that does not decode), or an asset it does not
/// draw (a HEIC image, a PDF with a shading): the file and the cause.
public struct AssetCatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder at fault.
    public let path: String
    /// What is wrong with it.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "asset catalogue \(path): \(reason)" }
}
