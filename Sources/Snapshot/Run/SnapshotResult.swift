/// What `verify` found for one snapshot; also the entries of results.json.
public struct SnapshotResult: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        /// Within tolerance of its golden.
        case matched
        /// Outside tolerance, or a different size.
        case differing
        /// No golden.
        case missing
        /// The scene could not be rendered or its golden could not be decoded.
        case error
    }

    /// `banner/solid/iphone-16-pro.large.light@2x`.
    public var key: String
    public var sceneID: String
    /// `iphone-16-pro.large.light@2x`.
    public var configuration: String
    public var status: Status
    /// The golden's path as nhs-snap opened it, e.g. `Goldens/banner/solid/…@2x.png`.
    public var golden: String
    /// Pixels pixelmatch counted as differing (nil when nothing was compared).
    public var differingPixels: Int?
    /// Pixels compared (nil when nothing was compared).
    public var totalPixels: Int?
    /// `expected 100x40, actual 100x48` when the sizes differ.
    public var sizeMismatch: String?
    /// The error for ``Status/error``.
    public var message: String?
    /// Review images for a failing snapshot, paths relative to the artefacts folder.
    public var artefacts: Artefacts?

    /// True unless the snapshot matched.
    public var isFailure: Bool { status != .matched }

    /// Paths of the expected (golden), actual and diff images, relative to the artefacts folder;
    /// a missing golden has only an actual image, an error none.
    public struct Artefacts: Codable, Sendable, Equatable {
        public var expected: String?
        public var actual: String?
        public var diff: String?

        /// The paths given, in the order expected, actual, diff.
        public var all: [String] { [expected, actual, diff].compactMap { $0 } }
    }

    /// One line for people: `banner/solid/…@2x: 1234 of 80000 pixels differ`.
    public var summary: String { "\(key): \(detail)" }

    /// The summary without the key: `1234 of 80000 pixels differ`.
    public var detail: String {
        switch status {
        case .matched: "matched"
        case .differing:
            if let sizeMismatch { "size differs (\(sizeMismatch))" }
            else { "\(differingPixels ?? 0) of \(totalPixels ?? 0) pixels differ" }
        case .missing: "no golden at \(golden)"
        case .error: message ?? "error"
        }
    }
}
