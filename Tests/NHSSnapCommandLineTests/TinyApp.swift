import AccessibilityAudit
import Foundation
import Raster
import SnapUI
import Snapshot
import ViewSnapshots
@testable import NHSSnapCommandLine

/// A tiny app of two scenes, its own matrix and appearance, run in-process by the command line
/// with its output collected.
enum TinyApp {
    static let name = "tiny-snapshots"

    static let scenes = [
        CatalogueEntry("tiny/box") { Color.blue.frame(width: 40, height: 20) },
        label("Hello"),
    ]

    /// The `tiny/label` scene showing `text`; a test changes the text to make it fail. White on the
    /// red screen in dark mode is 4:1: the app waives the rule, with its reason.
    static func label(_ text: String, file: String = #filePath, line: Int = #line) -> CatalogueEntry {
        CatalogueEntry(
            "tiny/label", specSample: true,
            waivers: [AuditWaiver(.textContrast, reason: "the red screen is a test's; dark mode's white text is 4:1 on it")],
            file: file, line: line
        ) { Text(text).padding(8) }
    }

    /// One phone, one text size, both schemes: two snapshots a scene.
    static let matrix = SnapshotMatrix(devices: [.iPhoneSE], textSizes: [.large], schemes: [.light, .dark], maximumScale: 1)

    /// The app's appearance: a red screen.
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let appearance: @Sendable (inout EnvironmentValues) -> Void = { $0.screenBackground = Color(red: 1, green: 0, blue: 0) }

    /// What a run printed and returned.
    struct Run {
        let status: Int32
        let out: String
        let err: String
    }

    /// Runs `arguments` over the tiny app, with `environment` as the process's environment.
    static func run(_ arguments: [String], environment: [String: String] = [:], scenes: [CatalogueEntry] = scenes) -> Run {
        final class Lines: @unchecked Sendable {
            var out: [String] = []
            var err: [String] = []
        }
        let lines = Lines()
        let context = Context(
            entries: scenes, matrix: matrix, appearance: appearance, processEnvironment: environment,
            executable: FontFolder.currentExecutable,
            console: Console(out: { lines.out.append($0) }, err: { lines.err.append($0) }))
        let status = Tool(program: name, context: context).run(arguments)
        return Run(
            status: status.rawValue, out: lines.out.map { $0 + "\n" }.joined(), err: lines.err.map { $0 + "\n" }.joined())
    }
}

/// A fresh folder under the system's temporary folder, removed when the value is deinitialised.
final class Scratch {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-cl-\(UUID().uuidString)").path

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func callAsFunction(_ relative: String) -> String { path + "/" + relative }
}
