import Foundation
import Raster
import Testing
@testable import Snapshot

/// A scene's render warnings: verify prints each once, naming the scene, and they fail nothing.
@Suite struct RenderWarningTests {
    static func scene(_ id: String) -> SnapshotScene {
        SnapshotScene(id) { _ in
            SceneRendering(
                image: Bitmap(width: 10, height: 10, fill: .white),
                warnings: ["MapView is a UIViewRepresentable: SnapUI cannot draw UIKit views, so it draws a placeholder box in its place"])
        }
    }

    @Test func verifyPrintsEachScenesWarningOnceAndPasses() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Self.scene("maps/pin")])
        _ = try Record.run(selection, options: scratch.recordOptions())
        let outcome = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(outcome.report.passed)
        let line = "warning: maps/pin: MapView is a UIViewRepresentable: SnapUI cannot draw UIKit views, so it draws a placeholder box in its place"
        #expect(outcome.text.components(separatedBy: "\n").filter { $0 == line }.count == 1)
        #expect(outcome.report.results.allSatisfy { $0.warnings?.count == 1 })
    }
}
