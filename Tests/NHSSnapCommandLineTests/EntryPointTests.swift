import Foundation
import Raster
import SnapUI
import Snapshot
import Testing
import ViewSnapshots
@testable import NHSSnapCommandLine

/// An app's own executable: nhs-snap's commands over its scenes, matrix and appearance, with
/// help and hints spelled with its name.
@Suite struct EntryPointTests {
    @Test func listPrintsTheAppsScenes() {
        let list = TinyApp.run(["list"])
        #expect(list.status == 0)
        #expect(list.out == "tiny/box\ntiny/label\n")
        #expect(TinyApp.run(["list", "--filter", "*/label"]).out == "tiny/label\n")
    }

    /// An app that keeps no accessibility snapshots lists none, and its scene commands take none.
    @Test func withoutAccessibilitySnapshotsNoA11yIdIsListedOrTaken() {
        #expect(!TinyApp.run(["list"]).out.contains("-a11y"))
        let run = TinyApp.run(["layout", "tiny/box-a11y"])
        #expect(run.status == 2)
        #expect(run.err == "error: unknown scene 'tiny/box-a11y'; nearest: tiny/box, tiny/label\nsee 'tiny-snapshots list'\n")
    }

    @Test func recordThenVerifyWorkOverTheAppsOwnMatrix() throws {
        let scratch = Scratch()
        let record = TinyApp.run(["record", "--goldens", scratch("G")])
        #expect(record.status == 0)
        #expect(record.out == """
            record (mode missing): 4 snapshots: 4 created, 0 updated, 0 unchanged, 0 kept, 0 error
            created \(scratch("G"))/tiny/box/iphone-se.large.dark@1x.png
            created \(scratch("G"))/tiny/box/iphone-se.large.light@1x.png
            created \(scratch("G"))/tiny/label/iphone-se.large.dark@1x.png
            created \(scratch("G"))/tiny/label/iphone-se.large.light@1x.png
            created \(scratch("G"))/tiny/box/transcript.txt
            created \(scratch("G"))/tiny/label/transcript.txt

            """)
        let verify = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")])
        #expect(verify.status == 0)
        #expect(verify.out.hasPrefix("4 snapshots: 4 matched, 0 differing, 0 missing; 0 orphaned goldens\n"))

        // A scene that draws differently now fails, as in nhs-snap's own verify.
        let changed = [TinyApp.scenes[0], TinyApp.label("Hello!")]
        let failing = TinyApp.run(["verify", "--goldens", scratch("G"), "--out", scratch("out")], scenes: changed)
        #expect(failing.status == 1)
        #expect(failing.out.contains("FAIL tiny/label/iphone-se.large.light@1x: "))
    }

    @Test func theAppsAppearanceIsAppliedToEveryScene() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path, withIntermediateDirectories: true)
        let render = TinyApp.run(["render", "tiny/box", "--device", "iphone-se", "-o", scratch("box.png")])
        #expect(render.status == 0)
        #expect(render.out == "\(scratch("box.png")): 750 x 40 pixels\n")
        #expect(try PNG.read(path: scratch("box.png"))[0, 0] == TinyApp.red)
    }

    @Test func layoutAndA11yDescribeTheAppsScene() {
        let layout = TinyApp.run(["layout", "tiny/label", "--width", "200"])
        #expect(layout.status == 0)
        #expect(layout.out.contains("\"text\" : \"Hello\"") || layout.out.contains("\"text\": \"Hello\""))
        let a11y = TinyApp.run(["a11y", "tiny/label"])
        #expect(a11y.status == 0)
        #expect(a11y.out.hasPrefix("Hello"))
    }

    @Test func helpAndHintsSpellTheAppsName() {
        #expect(TinyApp.run(["help"]).out.contains("usage: tiny-snapshots COMMAND [options] [arguments]"))
        #expect(TinyApp.run(["help", "render"]).out.hasPrefix("usage: tiny-snapshots render [options] SCENE\n"))
        #expect(TinyApp.run(["frobnicate"]).err == "error: unknown command 'frobnicate'\nsee 'tiny-snapshots help'\n")
        let unknown = TinyApp.run(["a11y", "tiny/bx"])
        #expect(unknown.status == 2)
        #expect(unknown.err == "error: unknown scene 'tiny/bx'; nearest: tiny/box, tiny/label\nsee 'tiny-snapshots list'\n")
    }

    @Test func aSelectionOfNothingIsAnErrorForEveryCommandThatSelects() {
        let scratch = Scratch()
        let runs: [(command: String, arguments: [String], nothing: String)] = [
            ("list", [], "no snapshot matches"),
            ("verify", ["--goldens", scratch("G"), "--out", scratch("out")], "no snapshot matches"),
            ("record", ["--goldens", scratch("G")], "no snapshot matches"),
            ("docs", ["--out", scratch("docs")], "no documentation sample matches"),
        ]
        for (command, arguments, nothing) in runs {
            let run = TinyApp.run([command] + arguments + ["--filter", "nothing/*"])
            #expect(run.status == 2, "\(command)")
            #expect(run.out.isEmpty, "\(command)")
            #expect(run.err == "error: \(nothing) --filter 'nothing/*'\nsee 'tiny-snapshots help \(command)'\n", "\(command)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path), "nothing was written")
    }

    @Test func commandsThatDrawNothingNeverReadTheFonts() {
        let broken = [FontFolder.environmentVariable: "/nowhere"]
        #expect(TinyApp.run(["list"], environment: broken).status == 0)
        let verify = TinyApp.run(["verify", "--out", "/nowhere/out"], environment: broken)
        #expect(verify.status == 2)
        #expect(verify.err == """
            error: cannot read the fonts in '/nowhere' (NHS_SNAP_FONTS): font file not found: /nowhere/LiberationSans-Regular.ttf

            """)
    }

    @Test func thePublicEntryPointReturnsTheExitStatus() {
        #expect(SnapshotCommandLine.run(name: TinyApp.name, scenes: TinyApp.scenes, arguments: ["devices"]) == 0)
        #expect(SnapshotCommandLine.run(name: TinyApp.name, scenes: TinyApp.scenes, arguments: ["frobnicate"]) == 2)
    }
}
