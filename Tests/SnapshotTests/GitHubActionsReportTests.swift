import Testing
@testable import Snapshot

/// verify's output for GitHub Actions: annotations at the scene's definition, a markdown summary.
@Suite struct GitHubActionsReportTests {
    func report() -> RunReport {
        var differing = SnapshotResult(
            key: "a/b/iphone-se.large.light@1x", sceneID: "a/b", configuration: "iphone-se.large.light@1x", status: .differing,
            golden: "Goldens/a/b/iphone-se.large.light@1x.png")
        differing.differingPixels = 12
        differing.totalPixels = 400
        let missing = SnapshotResult(
            key: "c|d/x/iphone-se.large.dark@1x", sceneID: "c|d/x", configuration: "iphone-se.large.dark@1x", status: .missing,
            golden: "Goldens/c|d/x/iphone-se.large.dark@1x.png")
        let matched = SnapshotResult(
            key: "a/b/iphone-se.large.dark@1x", sceneID: "a/b", configuration: "iphone-se.large.dark@1x", status: .matched,
            golden: "Goldens/a/b/iphone-se.large.dark@1x.png")
        return RunReport(shards: [], goldens: "Goldens", results: [differing, missing, matched], orphans: ["e/f/old.png"])
    }

    @Test func eachFailureIsAnErrorAtItsScenesLine() throws {
        let catalogue = try SceneCatalogue([
            SnapshotScene("a/b", source: SourceLocation(file: "/ws/Sources/Catalogue/AScenes.swift", line: 12)) { _ in throw CancellationError() },
        ])
        let lines = GitHubActionsReport.annotations(for: report(), catalogue: catalogue, workspace: "/ws")
        #expect(lines == [
            "::error file=Sources/Catalogue/AScenes.swift,line=12,title=snapshot differing%3A a/b/iphone-se.large.light@1x::"
                + "a/b/iphone-se.large.light@1x: 12 of 400 pixels differ",
            "::error title=snapshot missing%3A c|d/x/iphone-se.large.dark@1x::"
                + "c|d/x/iphone-se.large.dark@1x: no golden at Goldens/c|d/x/iphone-se.large.dark@1x.png",
        ])
    }

    @Test func escapesFollowTheRunnersRules() {
        #expect(GitHubActionsReport.data("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubActionsReport.property("a:b,c%") == "a%3Ab%2Cc%25")
        #expect(GitHubActionsReport.relative("/ws/x.swift", to: "/ws/") == "x.swift")
        #expect(GitHubActionsReport.relative("/elsewhere/x.swift", to: "/ws") == "/elsewhere/x.swift")
    }

    @Test func theSummaryTablesTheFailures() {
        let summary = GitHubActionsReport.summary(for: report(), artefactsRoot: ".nhs-snap")
        #expect(summary == """
            ## nhs-snap verify: failed

            3 snapshots: 1 matched, 1 differing, 1 missing; 1 orphaned golden

            | snapshot | status | differing pixels | detail |
            | --- | --- | ---: | --- |
            | `a/b/iphone-se.large.light@1x` | differing | 12 of 400 | 12 of 400 pixels differ |
            | `c\\|d/x/iphone-se.large.dark@1x` | missing |  | no golden at Goldens/c\\|d/x/iphone-se.large.dark@1x.png |

            Review images are in the artefacts folder `.nhs-snap` (index.html).
            - orphaned golden `Goldens/e/f/old.png`

            """)
    }
}
