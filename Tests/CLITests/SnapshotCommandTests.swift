import Foundation
import Raster
import Testing

/// `verify`, `record`, `prune` and `merge-reports` through the binary, on the catalogue's real
/// `banner/solid` scene and a scratch goldens folder `G` holding copies of its committed iphone-se
/// goldens and its shared transcript, so each run renders only a few snapshots.
@Suite final class SnapshotCommandTests {
    let directory: URL

    /// The repository's goldens: this file is Tests/CLITests/SnapshotCommandTests.swift.
    static let committedGoldens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens/banner/solid")

    /// Two snapshots: banner/solid on iphone-se at text size large, light and dark.
    static let two = ["--goldens", "G"] + selection
    /// The two snapshots, from a goldens folder given apart.
    static let selection = ["--filter", "banner/solid", "--device", "iphone-se", "--text-size", "large"]
    static let light = "banner/solid/iphone-se.large.light@1x"
    static let dark = "banner/solid/iphone-se.large.dark@1x"

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snap-cli-\(UUID().uuidString)")
        let goldens = directory.appendingPathComponent("G/banner/solid")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.committedGoldens.path) where name.hasPrefix("iphone-se.") || name == "transcript.txt" {
            try FileManager.default.copyItem(at: Self.committedGoldens.appendingPathComponent(name), to: goldens.appendingPathComponent(name))
        }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> Run {
        try nhsSnap(arguments, in: directory, environment: environment)
    }

    /// Paints a 3 x 3 block in the golden's top-left corner (plain background in the scene), so
    /// 9 pixels differ, none of them anti-aliasing; returns the golden's pixel count.
    /// Paints the golden's top-left 3 x 3 pixels magenta; returns its pixel count and the
    /// largest channel difference made.
    @discardableResult
    func changeGolden(_ key: String) throws -> (pixels: Int, largestDifference: Int) {
        var image = try PNG.read(path: path("G/\(key).png"))
        var largest = 0
        for y in 0..<3 {
            for x in 0..<3 {
                let (old, new) = (image[x, y], RGBA(r: 255, g: 0, b: 255))
                largest = max(largest, abs(Int(old.r) - Int(new.r)), abs(Int(old.g) - Int(new.g)), abs(Int(old.b) - Int(new.b)))
                image[x, y] = new
            }
        }
        try PNG.write(image, to: path("G/\(key).png"))
        return (image.width * image.height, largest)
    }

    @Test func verifyExitsZeroWhenEverySnapshotMatches() throws {
        let verify = try run(["verify", "--out", "out"] + Self.two)
        #expect(verify.status == 0)
        #expect(verify.stdout == "2 snapshots: 2 matched, 0 differing, 0 missing; 0 orphaned goldens\nreport: out/index.html\n")
        #expect(verify.stderr.isEmpty)
    }

    @Test func verifyExitsOneForADifferingGoldenAndListsItsImages() throws {
        let (pixels, largest) = try changeGolden(Self.light)
        let verify = try run(["verify", "--out", "out"] + Self.two)
        #expect(verify.status == 1)
        let images = ["expected", "actual", "diff"].map { "out/\(Self.light).\($0).png" }
        #expect(verify.stdout == """
            2 snapshots: 1 matched, 1 differing, 0 missing; 0 orphaned goldens
            FAIL \(Self.light): 9 of \(pixels) pixels differ in x 0-3, y 0-3 pt; largest channel difference \(largest)
                 \(images.joined(separator: " "))
            report: out/index.html

            """)
        for image in images { #expect(FileManager.default.fileExists(atPath: path(image)), "\(image)") }
    }

    @Test func verifyExitsOneForAMissingGolden() throws {
        try FileManager.default.removeItem(atPath: path("G/\(Self.dark).png"))
        let verify = try run(["verify", "--out", "out"] + Self.two)
        #expect(verify.status == 1)
        #expect(verify.stdout == """
            2 snapshots: 1 matched, 0 differing, 1 missing; 0 orphaned goldens
            FAIL \(Self.dark): no golden at G/\(Self.dark).png
                 out/\(Self.dark).actual.png
            Missing goldens are failures: review the actual images, then run 'nhs-snap record'.
            report: out/index.html

            """)
        #expect(!FileManager.default.fileExists(atPath: path("G/\(Self.dark).png")))
    }

    @Test func verifyExitsOneForAGoldenThatCannotBeReadAsItsHelpSays() throws {
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path("G/\(Self.light).png")))
        let verify = try run(["verify", "--out", "out"] + Self.two)
        #expect(verify.status == 1)
        #expect(verify.stdout.hasPrefix("""
            2 snapshots: 1 matched, 0 differing, 0 missing, 1 error; 0 orphaned goldens
            FAIL \(Self.light): golden unreadable: G/\(Self.light).png: not a PNG file (bad signature); 'nhs-snap record' replaces it

            """))
        let help = try run(["help", "verify"]).stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains(
            "exit status: 0 when every snapshot matches; 1 when any differs, is missing, cannot be rendered or has a golden that cannot be read"))
    }

    @Test func anUnsafeGoldensPathIsAnErrorExitingTwo() throws {
        let empty = try run(["verify", "--out", "out", "--goldens", ""] + Self.selection)
        #expect(empty.status == 2)
        #expect(empty.stdout.isEmpty)
        #expect(empty.stderr == "error: refusing path '': the folder path is empty\n")

        // A link inside the goldens folder could lead anywhere: refused.
        try FileManager.default.createDirectory(atPath: path("L/banner"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("L/banner/solid"), withDestinationPath: path("G/banner/solid"))
        let linked = try run(["verify", "--out", "out", "--goldens", "L"] + Self.selection)
        #expect(linked.status == 2)
        #expect(linked.stdout.isEmpty)
        #expect(linked.stderr.hasPrefix("error: refusing path 'L/banner/solid/iphone-se.large."))
        #expect(linked.stderr.hasSuffix(": 'L/banner/solid' is a symbolic link\n"))
    }

    @Test(arguments: [
        ("0/2", "needs I/N with 1 <= I <= N"), ("3/2", "needs I/N with 1 <= I <= N"), ("1-2", "needs I/N, e.g. 2/4"),
    ])
    func aBadShardIsAnErrorExitingTwo(_ shard: String, _ reason: String) throws {
        let verify = try run(["verify", "--out", "out", "--shard", shard] + Self.two)
        #expect(verify.status == 2)
        #expect(verify.stdout.isEmpty)
        #expect(verify.stderr == "error: option '--shard' got '\(shard)': \(reason)\n")
    }

    @Test(arguments: [
        (["--filter", "nomatch/*"], "--filter 'nomatch/*'"),
        (["--device", ""], "--device ''"),
        // Each matches on its own; together nothing: xSmall is only on the narrowest device.
        (["--filter", "banner/solid", "--scheme", "light", "--device", "ipad-pro-11", "--text-size", "xSmall"],
         "--device 'ipad-pro-11' --text-size 'xSmall' --scheme 'light' --filter 'banner/solid'"),
    ])
    func anEmptySelectionIsAUsageErrorNamingTheFilters(_ narrowing: [String], _ named: String) throws {
        for command in ["verify", "record"] {
            let result = try run([command, "--goldens", "G"] + narrowing, environment: ["CI": nil])
            #expect(result.status == 2, "\(command)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "error: no snapshot matches \(named)\nsee 'nhs-snap help \(command)'\n")
        }
    }

    @Test func recordRefusesInCIUnlessForced() throws {
        try FileManager.default.removeItem(atPath: path("G"))
        let refused = try run(["record"] + Self.two, environment: ["CI": "true"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("error: refusing to record goldens in CI (the CI environment variable is set)"))
        #expect(!FileManager.default.fileExists(atPath: path("G")))

        let forced = try run(["record", "--force"] + Self.two, environment: ["CI": "true"])
        #expect(forced.status == 0)
        #expect(forced.stdout == """
            record (mode missing): 2 snapshots: 2 created, 0 updated, 0 unchanged, 0 kept, 0 error
            created G/\(Self.dark).png
            created G/\(Self.light).png
            created G/\(Self.dark).txt
            created G/\(Self.light).txt

            """)
        #expect(try run(["verify", "--out", "out"] + Self.two).status == 0)

        // Outside CI no --force is needed; the goldens are there now, so they are kept.
        let again = try run(["record"] + Self.two, environment: ["CI": nil])
        #expect(again.status == 0)
        #expect(again.stdout == "record (mode missing): 2 snapshots: 0 created, 0 updated, 0 unchanged, 2 kept, 0 error\n")
    }

    @Test func pruneListsAndRemovesAnOrphanAndAStaleTemporary() throws {
        // A golden of a scene the catalogue does not have, and what an interrupted record leaves
        // (PNG.write's temporary; no process has id 999999999).
        try FileManager.default.createDirectory(atPath: path("G/banner/retired"), withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: path("G/banner/retired/iphone-se.large.light@1x.png")))
        let temporary = "G/banner/solid/.iphone-se.large.light@1x.png.tmp-999999999-42"
        try Data().write(to: URL(fileURLWithPath: path(temporary)))

        let verify = try run(["verify", "--out", "out"] + Self.two)
        #expect(verify.status == 0)
        #expect(verify.stdout == """
            2 snapshots: 2 matched, 0 differing, 0 missing; 1 orphaned golden
            ORPHAN G/banner/retired/iphone-se.large.light@1x.png (no scene produces it; nhs-snap prune removes it)
            WARNING \(temporary): a temporary file left by an interrupted record; nhs-snap prune removes it
            report: out/index.html

            """)

        let dryRun = try run(["prune", "--goldens", "G", "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout == """
            would remove G/banner/retired/iphone-se.large.light@1x.png
            would remove \(temporary)
            1 orphaned golden to remove, 0 stray files to remove, 1 stale temporary file to remove

            """)
        #expect(FileManager.default.fileExists(atPath: path(temporary)))

        let prune = try run(["prune", "--goldens", "G"])
        #expect(prune.status == 0)
        #expect(prune.stdout == """
            removed G/banner/retired/iphone-se.large.light@1x.png
            removed \(temporary)
            1 orphaned golden removed, 0 stray files removed, 1 stale temporary file removed

            """)
        #expect(!FileManager.default.fileExists(atPath: path("G/banner/retired")))
        #expect(!FileManager.default.fileExists(atPath: path(temporary)))
        // Ten images, the shared transcript and the four that read differently at accessibility sizes.
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("G/banner/solid")).count == 15)
    }

    @Test func mergedShardsPrintWhatTheUnshardedRunPrints() throws {
        // Ten snapshots, one differing and one missing, over three shards.
        try changeGolden(Self.light)
        try FileManager.default.removeItem(atPath: path("G/banner/solid/iphone-se.xSmall.dark@1x.png"))
        let ten = ["--goldens", "G", "--filter", "banner/solid", "--device", "iphone-se"]
        let whole = try run(["verify", "--out", "out-whole"] + ten)
        #expect(whole.status == 1)
        #expect(whole.stdout.hasPrefix("10 snapshots: 8 matched, 1 differing, 1 missing; 0 orphaned goldens\n"))
        var counted = 0
        for index in 1...3 {
            let shard = try run(["verify", "--out", "out-\(index)", "--shard", "\(index)/3"] + ten)
            #expect(shard.status == 0 || shard.status == 1)
            counted += try #require(Int(shard.stdout.prefix { $0 != " " }))
        }
        #expect(counted == 10)

        // In any order, the shards make the unsharded run's report.
        let merged = try run(["merge-reports", "out-3", "out-1", "out-2", "--out", "out-merged"])
        #expect(merged.status == 1)
        #expect(merged.stderr.isEmpty)
        #expect(merged.stdout.replacingOccurrences(of: "out-merged", with: "out-whole") == whole.stdout)
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("out-merged/results.json")))) as? [String: Any]
        #expect(results?["shards"] as? [String] == ["1/3", "2/3", "3/3"])

        let incomplete = try run(["merge-reports", "out-1", "out-3", "--out", "out-incomplete"])
        #expect(incomplete.status == 2)
        #expect(incomplete.stdout.isEmpty)
        #expect(incomplete.stderr
            == "error: cannot merge 'out-1', 'out-3': shard 2/3 of the run is missing; give the folder of every 'verify --shard' run\n")
        #expect(!FileManager.default.fileExists(atPath: path("out-incomplete")))
    }
}
