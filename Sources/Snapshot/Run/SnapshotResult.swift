import AccessibilityAudit
import Raster

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
    /// Pixels the tolerance counted as differing: by default every pixel whose bytes changed
    /// (nil when nothing was compared).
    public var differingPixels: Int?
    /// Pixels compared: the image's, or the overlap's when the sizes differ (nil when nothing was
    /// compared).
    public var totalPixels: Int?
    /// `expected 100x40, actual 100x48` (pixels) when the sizes differ.
    public var sizeMismatch: String?
    /// The smallest box holding every changed pixel, in points from the image's top left (nil
    /// when no pixel changed).
    public var changedArea: Area?
    /// The largest difference of one channel (red, green, blue or alpha, 0 to 255) between a
    /// changed pixel's golden and rendered values (nil when no pixel changed).
    public var largestChannelDifference: Int?
    /// Changed pixels pixelmatch took for anti-aliasing and did not count, when the tolerance
    /// ignores anti-aliasing (nil when there are none).
    public var ignoredAntialiasedPixels: Int?
    /// The error for ``Status/error``.
    public var message: String?
    /// Review images for a failing snapshot, paths relative to the artefacts folder.
    public var artefacts: Artefacts?
    /// The accessibility audit's findings, waived ones included; nil when there are none.
    public var findings: [AuditFinding]?
    /// The image's size in points, to draw the findings over it; set with the findings.
    public var imageWidth: Double?
    public var imageHeight: Double?
    /// The VoiceOver transcript, when it does not match its `.txt` golden; nil when it does (or
    /// the scene has none).
    public var transcript: TranscriptResult?
    /// What the scene drew but not as iOS would (a UIKit view drawn as a placeholder); nil when nothing.
    /// Warnings do not fail the snapshot.
    public var warnings: [String]?

    /// A transcript that does not match its golden.
    public struct TranscriptResult: Codable, Sendable, Equatable {
        public enum Status: String, Codable, Sendable {
            case missing, differing, unreadable
        }
        public var status: Status
        /// The `.txt` golden's path.
        public var golden: String
        /// `- ` golden lines gone and `+ ` lines new; for a missing golden, every line is new.
        public var diff: [String]
        /// Why the golden could not be read, when it could not.
        public var message: String?
        /// The golden's text as the run read it; nil when there was none (or it was unreadable).
        public var expected: String?
        /// The transcript the run rendered, which review shows and `approve` accepts (nil in the
        /// results of an older nhs-snap).
        public var actual: String?
    }

    /// The findings no waiver covers: they fail the snapshot.
    public var failingFindings: [AuditFinding] { (findings ?? []).filter { $0.waiver == nil } }

    /// True when the pixels match but the audit or the transcript fails the snapshot.
    public var failsOnlyAccessibility: Bool { status == .matched && isFailure }

    /// What failed, as the report labels it: the status, or `accessibility` or `transcript` when
    /// the pixels match.
    public var failureKind: String {
        guard failsOnlyAccessibility else { return status.rawValue }
        return failingFindings.isEmpty ? "transcript" : "accessibility"
    }

    /// A box in points: `x` and `y` from the image's top left.
    public struct Area: Codable, Sendable, Equatable, CustomStringConvertible {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        /// `x 12-40, y 3-20 pt`: the box's edges.
        public var description: String {
            "x \(Self.points(x))-\(Self.points(x + width)), y \(Self.points(y))-\(Self.points(y + height)) pt"
        }

        /// `12`, `12.5` or `12.33`: at most two decimals, none when whole.
        static func points(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            let fraction = hundredths % 100
            if fraction == 0 { return "\(hundredths / 100)" }
            return "\(hundredths / 100)." + (fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0" : "") + "\(fraction)")
        }
    }

    /// True unless the snapshot matched: its pixels, its transcript, and an audit with no
    /// finding that is not waived.
    public var isFailure: Bool { status != .matched || !failingFindings.isEmpty || transcript != nil }

    /// Paths of the expected (golden), actual and diff images, relative to the artefacts folder;
    /// a missing golden has only an actual image, an error none.
    public struct Artefacts: Codable, Sendable, Equatable {
        public var expected: String?
        public var actual: String?
        public var diff: String?

        /// The paths given, in the order expected, actual, diff.
        public var all: [String] { [expected, actual, diff].compactMap { $0 } }
    }

    /// One line for people: `banner/solid/…@1x: 1234 of 80000 pixels differ, …`, then what the
    /// audit and the transcript found.
    public var summary: String { "\(key): \(findingsDetail)" }

    /// The summary without the key: how the pixels differ, then what the audit and the transcript found.
    public var findingsDetail: String {
        var text = status == .matched && isFailure ? "pixels match" : detail
        if !failingFindings.isEmpty {
            text += "; \(failingFindings.count) accessibility finding\(failingFindings.count == 1 ? "" : "s")"
        }
        if let transcript {
            let problem = switch transcript.status {
            case .missing: "; no transcript golden at \(transcript.golden)"
            case .differing: "; VoiceOver transcript differs from \(transcript.golden)"
            case .unreadable: "; transcript golden unreadable: \(transcript.message ?? "")"
            }
            text += problem
        }
        return text
    }

    /// The summary without the key, e.g. `1234 of 80000 pixels differ in x 12-40, y 3-20 pt;
    /// largest channel difference 37`, or `size changed (expected 375x143, actual 375x160); …`.
    public var detail: String {
        switch status {
        case .matched: "matched"
        case .differing:
            if let sizeMismatch {
                "size changed (\(sizeMismatch)); "
                    + (changedArea == nil ? "the overlapping pixels are the same" : "in the overlap, " + differences)
            } else {
                differences
            }
        case .missing: "no golden at \(golden)"
        case .error: message ?? "error"
        }
    }

    /// `1234 of 80000 pixels differ in x 12-40, y 3-20 pt; largest channel difference 37`, with
    /// the anti-aliased pixels ignored when there are any.
    private var differences: String {
        var text = "\(differingPixels ?? 0) of \(totalPixels ?? 0) pixels differ"
        if let changedArea { text += " in \(changedArea)" }
        if let largestChannelDifference { text += "; largest channel difference \(largestChannelDifference)" }
        if let ignoredAntialiasedPixels, ignoredAntialiasedPixels > 0 {
            text += "; \(ignoredAntialiasedPixels) anti-aliased pixel\(ignoredAntialiasedPixels == 1 ? "" : "s") ignored"
        }
        return text
    }

    /// The result's figures for `difference` (nil: the images are the same) of images drawn at
    /// `scale` pixels a point.
    mutating func describe(_ difference: SnapshotDifference?, comparedPixels: Int, scale: Int) {
        differingPixels = difference?.countedPixels ?? 0
        totalPixels = difference?.changes.comparedPixels ?? comparedPixels
        guard let difference else { return }
        sizeMismatch = difference.changes.sizeMismatch?.description
        if let bounds = difference.changes.bounds {
            let scale = Double(scale)
            changedArea = Area(
                x: Double(bounds.x) / scale, y: Double(bounds.y) / scale,
                width: Double(bounds.width) / scale, height: Double(bounds.height) / scale)
            largestChannelDifference = difference.changes.largestChannelDifference
        }
        if difference.ignoredAntialiasedPixels > 0 { ignoredAntialiasedPixels = difference.ignoredAntialiasedPixels }
    }
}
