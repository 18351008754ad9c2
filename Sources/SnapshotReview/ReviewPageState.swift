import Snapshot

/// What the review page shows, as `GET /api/state` sends it: the run's counts, every snapshot
/// (failures with the URLs of their images, their transcript and audit findings, and the
/// reviewer's decision), and the orphans and strays. Built from the run's report and the review state.
struct ReviewPageState: Encodable {
    struct Snapshot: Encodable {
        let key: String
        let scene: String
        /// The scene id's first part, e.g. `banner`.
        let component: String
        let configuration: String
        let device: String?
        let textSize: String?
        let scheme: String?
        /// The locale's identifier, or `development`.
        let locale: String?
        /// The pixels' status: `differing`, `missing`, `error` or `matched`.
        let status: String
        /// What fails it, as the report labels it: the status, or `transcript` or `accessibility`
        /// when the pixels match; `matched` when nothing fails it.
        let kind: String
        /// True when the snapshot failed the run: its pixels, its transcript or the audit.
        let failing: Bool
        let detail: String
        let differingPixels: Int?
        /// URLs of the run's images.
        let expected: String?
        let actual: String?
        let diff: String?
        /// The URL of the golden as it is now (the path the run gave, inside the goldens folder).
        let golden: String
        /// The VoiceOver transcript, when it did not match its golden.
        let transcript: Transcript?
        /// The audit's findings, waived ones included; nil when there are none.
        let findings: [Finding]?
        /// The image's size in points, to draw the findings over it.
        let imageWidth: Double?
        let imageHeight: Double?
        /// True when a failure can be accepted (``Approver/problem(with:)`` has nothing to say).
        let acceptable: Bool
        /// Why a failure cannot be accepted, when it cannot.
        let refusal: String?
        let decision: ReviewState.Decision?
    }

    /// A transcript that did not match its golden: the golden's text and the run's, and the lines
    /// that differ.
    struct Transcript: Encodable {
        /// `missing`, `differing` or `unreadable`.
        let status: String
        /// The `.txt` golden's path, as the run gave it.
        let golden: String
        let expected: String?
        let actual: String?
        /// `- ` lines gone and `+ ` lines new.
        let diff: [String]
        /// Why the golden could not be read, when it could not.
        let message: String?
    }

    /// One finding of the audit: the rule, the element, the figure measured, its frame in points,
    /// and the waiver's reason when the scene waives the rule.
    struct Finding: Encodable {
        let rule: String
        let element: String
        let figure: String
        let x: Double
        let y: Double
        let width: Double
        let height: Double
        let waiver: String?
    }

    struct File: Encodable {
        /// Relative to the goldens folder.
        let path: String
        /// The image's URL, when its name is one the server serves.
        let url: String?
        let deleted: Bool
    }

    let goldens: String
    let artefacts: String
    let counts: String
    let snapshots: [Snapshot]
    let orphans: [File]
    let strays: [File]

    init(approver: Approver, state: ReviewState) {
        let report = approver.report
        goldens = report.goldens
        artefacts = approver.artefacts.root
        counts = report.countsLine
        snapshots = report.results.map { result in
            let configuration = SnapshotConfiguration(name: result.configuration)
            let artefacts = result.artefacts
            let problem = approver.problem(with: result.key)
            let goldenPath = result.golden.hasPrefix(report.goldens + "/")
                ? String(result.golden.dropFirst(report.goldens.count + 1)) : result.golden
            return Snapshot(
                key: result.key, scene: result.sceneID,
                component: String(result.sceneID.split(separator: "/").first ?? ""),
                configuration: result.configuration, device: configuration?.device.name,
                textSize: configuration?.textSize.name, scheme: configuration?.scheme.rawValue,
                locale: configuration?.locale.description,
                status: result.status.rawValue, kind: result.isFailure ? result.failureKind : "matched",
                failing: result.isFailure, detail: result.isFailure ? result.findingsDetail : result.detail,
                differingPixels: result.differingPixels,
                expected: artefacts?.expected.map { ReviewRoutes.url(.artefacts, $0) },
                actual: artefacts?.actual.map { ReviewRoutes.url(.artefacts, $0) },
                diff: artefacts?.diff.map { ReviewRoutes.url(.artefacts, $0) },
                golden: ReviewRoutes.url(.goldens, goldenPath),
                transcript: result.transcript.map {
                    Transcript(
                        status: $0.status.rawValue, golden: $0.golden, expected: $0.expected, actual: $0.actual,
                        diff: $0.diff, message: $0.message)
                },
                findings: result.findings?.map {
                    Finding(rule: $0.rule, element: $0.element, figure: $0.figure, x: $0.x, y: $0.y, width: $0.width, height: $0.height, waiver: $0.waiver)
                },
                imageWidth: result.imageWidth, imageHeight: result.imageHeight,
                acceptable: result.isFailure && problem == nil, refusal: result.isFailure ? problem : nil,
                decision: state.decisions[result.key])
        }
        func file(_ path: String) -> File {
            let servable = (try? approver.goldens.path(path.split(separator: "/").map(String.init))) != nil
            return File(path: path, url: servable ? ReviewRoutes.url(.goldens, path) : nil, deleted: state.deleted.contains(path))
        }
        orphans = report.orphans.map(file)
        strays = report.strays.map(file)
    }
}
