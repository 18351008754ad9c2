import Snapshot

/// What the review page shows, as `GET /api/state` sends it: the run's counts, every snapshot
/// (failures with the URLs of their images and the reviewer's decision), and the orphans and
/// strays. Built from the run's report and the review state.
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
        /// `differing`, `missing`, `error` or `matched`.
        let status: String
        let detail: String
        let differingPixels: Int?
        /// URLs of the run's images.
        let expected: String?
        let actual: String?
        let diff: String?
        /// The URL of the golden as it is now (the path the run gave, inside the goldens folder).
        let golden: String
        /// True when the run wrote an actual image and a scene still produces it.
        let acceptable: Bool
        let decision: ReviewState.Decision?
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
        let acceptable = Set(approver.acceptable.map(\.key))
        goldens = report.goldens
        artefacts = approver.artefacts.root
        counts = report.countsLine
        snapshots = report.results.map { result in
            let configuration = SnapshotConfiguration(name: result.configuration)
            let artefacts = result.artefacts
            let goldenPath = result.golden.hasPrefix(report.goldens + "/")
                ? String(result.golden.dropFirst(report.goldens.count + 1)) : result.golden
            return Snapshot(
                key: result.key, scene: result.sceneID,
                component: String(result.sceneID.split(separator: "/").first ?? ""),
                configuration: result.configuration, device: configuration?.device.name,
                textSize: configuration?.textSize.name, scheme: configuration?.scheme.rawValue,
                status: result.status.rawValue, detail: result.detail, differingPixels: result.differingPixels,
                expected: artefacts?.expected.map { ReviewRoutes.url(.artefacts, $0) },
                actual: artefacts?.actual.map { ReviewRoutes.url(.artefacts, $0) },
                diff: artefacts?.diff.map { ReviewRoutes.url(.artefacts, $0) },
                golden: ReviewRoutes.url(.goldens, goldenPath),
                acceptable: acceptable.contains(result.key), decision: state.decisions[result.key])
        }
        func file(_ path: String) -> File {
            let servable = (try? approver.goldens.path(path.split(separator: "/").map(String.init))) != nil
            return File(path: path, url: servable ? ReviewRoutes.url(.goldens, path) : nil, deleted: state.deleted.contains(path))
        }
        orphans = report.orphans.map(file)
        strays = report.strays.map(file)
    }
}
