import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Snapshot

@Suite struct ReportTests {
    /// Collects JUnit testcases and their failure or error elements.
    final class JUnitReader: NSObject, XMLParserDelegate {
        var cases: [(name: String, problem: String?, message: String?, text: String)] = []
        var suiteTests: String?
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            switch element {
            case "testsuite": suiteTests = attributes["tests"]
            case "testcase": cases.append((attributes["classname"]! + "/" + attributes["name"]!, nil, nil, ""))
            case "failure", "error": cases[cases.count - 1].problem = element; cases[cases.count - 1].message = attributes["message"]
            default: break
            }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !cases.isEmpty { cases[cases.count - 1].text += string }
        }
    }

    @Test func junitHasOneTestcasePerSnapshotWithFailureDetails() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b"), Fixtures.scene("c/d")]), options: scratch.recordOptions())
        var options = scratch.verifyOptions()
        options.junit = scratch.path + "/junit.xml"
        let scenes = [Fixtures.scene("a/b", marks: 3), Fixtures.scene("c/d"), Fixtures.failingInDark("e/f")]
        let outcome = try Verify.run(Fixtures.selection(scenes), options: options)

        let reader = JUnitReader()
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: scratch.path + "/junit.xml")))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.cases.map(\.name) == outcome.report.results.map(\.key))
        #expect(reader.suiteTests == "30")
        let differing = try #require(reader.cases.first { $0.name == "a/b/iphone-se.large.light@1x" })
        #expect(differing.problem == "failure")
        // 37 x 5: 375 / 10 wide at 1x, 2 + 3 (the rank of large) tall; marks 1 and 2 of the first row turn blue on white.
        #expect(differing.message == "a/b/iphone-se.large.light@1x: 2 of 185 pixels differ in x 1-3, y 0-1 pt; largest channel difference 255")
        #expect(differing.text.contains("artefact: \(scratch.artefacts)/a/b/iphone-se.large.light@1x.diff.png"))
        #expect(reader.cases.filter { $0.problem == "failure" }.count == 15)  // a/b differs (10), e/f is missing in light (5)
        #expect(reader.cases.filter { $0.problem == "error" }.count == 5)  // e/f cannot render in dark
        let thrown = try #require(reader.cases.first { $0.problem == "error" })
        #expect(thrown.message?.contains("cannot draw <dark> & fail") == true)
    }

    @Test func theHTMLPageEscapesNamesAndPutsFailuresFirst() throws {
        let scratch = ScratchFolder()
        _ = try Record.run(Fixtures.selection([Fixtures.scene("a/b")]), options: scratch.recordOptions())
        _ = try Verify.run(Fixtures.selection([Fixtures.scene("a/b"), Fixtures.failingInDark("z/z"), Fixtures.scene("m/n")]), options: scratch.verifyOptions())
        let page = try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8)
        #expect(page.contains("cannot draw &lt;dark&gt; &amp; fail"))
        #expect(!page.contains("<dark>"))
        #expect(!page.contains("http://") && !page.contains("https://"))
        let firstFailure = try #require(page.range(of: "class=\"failure"))
        let matched = try #require(page.range(of: "class=\"matched\""))
        #expect(firstFailure.lowerBound < matched.lowerBound)
        #expect(page.contains("<img src=\"m/n/iphone-se.large.light@1x.actual.png\""))
    }

    @Test func mergedShardsEqualOneUnshardedRun() throws {
        let scratch = ScratchFolder()
        let scenes = (0..<6).map { Fixtures.scene("c/s\($0)", marks: $0 + 1) }
        _ = try Record.run(Fixtures.selection(Array(scenes.prefix(4))), options: scratch.recordOptions())
        let changed = (0..<6).map { Fixtures.scene("c/s\($0)", marks: $0 == 2 ? 9 : $0 + 1) }
        let whole = try Verify.run(Fixtures.selection(changed), options: scratch.verifyOptions())

        var shardFolders: [String] = []
        for index in 1...3 {
            var options = scratch.verifyOptions()
            options.artefacts = scratch.path + "/shard-\(index)"
            _ = try Verify.run(Fixtures.selection(changed, shard: Shard(index: index, count: 3)), options: options)
            shardFolders.append(options.artefacts)
        }
        let merged = try MergeReports.run(shardFolders, into: scratch.path + "/merged", junit: scratch.path + "/merged.xml")
        #expect(merged.report.results == whole.report.results)
        #expect(merged.report.orphans == whole.report.orphans)
        #expect(merged.report.shards == ["1/3", "2/3", "3/3"])
        #expect(merged.report.passed == false)
        #expect(scratch.files(under: scratch.path + "/merged") == scratch.files(under: scratch.artefacts))
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/merged.xml"))

        // The same shard twice is an overlap, not a merge.
        #expect(throws: SnapshotError.self) { try MergeReports.run([shardFolders[0], shardFolders[0]], into: scratch.path + "/bad", junit: nil) }
        #expect(throws: SnapshotError.self) { try MergeReports.run([scratch.path + "/nowhere"], into: scratch.path + "/bad", junit: nil) }
    }

    /// Runs verify over `scenes` for `shard` (nil: unsharded) into its own folder; returns the folder.
    private func verify(_ scenes: [SnapshotScene], shard: Shard?, _ scratch: ScratchFolder, goldens: String? = nil) throws -> String {
        var options = scratch.verifyOptions()
        options.artefacts = scratch.path + "/run-" + (shard.map { "\($0.index)-of-\($0.count)" } ?? "whole")
        options.goldens = goldens ?? scratch.goldens
        _ = try Verify.run(Fixtures.selection(scenes, shard: shard), options: options)
        return options.artefacts
    }

    @Test func mergedShardsAreListedInNumericOrder() throws {
        let scratch = ScratchFolder()
        let scenes = (0..<6).map { Fixtures.scene("c/s\($0)") }
        // Given in reverse, and with 10/12 before 2/12 as text sorts them.
        let folders = try (1...12).reversed().map { try verify(scenes, shard: Shard(index: $0, count: 12), scratch) }
        let merged = try MergeReports.run(folders, into: scratch.path + "/merged", junit: nil)
        #expect(merged.report.shards == (1...12).map { "\($0)/12" })
        #expect(merged.report.results.count == 6 * Fixtures.snapshotsPerScene)
    }

    @Test func mergingNeedsEveryShardOfOneRun() throws {
        let scratch = ScratchFolder()
        let scenes = (0..<4).map { Fixtures.scene("c/s\($0)") }
        let thirds = try (1...3).map { try verify(scenes, shard: Shard(index: $0, count: 3), scratch) }
        let half = try verify(scenes, shard: Shard(index: 1, count: 2), scratch)
        let whole = try verify(scenes, shard: nil, scratch)
        func mergeError(_ folders: [String]) -> SnapshotError? {
            #expect(throws: SnapshotError.self) { try MergeReports.run(folders, into: scratch.path + "/merged", junit: nil) }
        }
        #expect(mergeError([thirds[0]]) == .missingShards(folders: [thirds[0]], missing: ["2/3", "3/3"]))
        #expect(mergeError([thirds[0], thirds[2]]) == .missingShards(folders: [thirds[0], thirds[2]], missing: ["2/3"]))
        #expect(mergeError([thirds[0], thirds[2]])?.description
            == "cannot merge '\(thirds[0])', '\(thirds[2])': shard 2/3 of the run is missing; give the folder of every 'verify --shard' run")
        #expect(mergeError(thirds + [half]) == .invalidResults(half, reason: "it holds shard 1/2, '\(thirds[0])' shard 1/3: the shards of one run share N"))
        #expect(mergeError(thirds + [thirds[1]]) == .invalidResults(thirds[1], reason: "shard 2/3 is also in '\(thirds[1])'"))
        #expect(mergeError([whole, thirds[0]]) == .invalidResults(whole, reason: "it is an unsharded run, which merges only on its own, not with other folders"))
        // Nothing was written by a refused merge.
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/merged"))
        // One unsharded run, and every shard, do merge.
        #expect(try MergeReports.run([whole], into: scratch.path + "/merged", junit: nil).report.shards == [])
        #expect(try MergeReports.run(thirds, into: scratch.path + "/merged", junit: nil).report.shards == ["1/3", "2/3", "3/3"])
    }

    @Test func mergingNeedsOneGoldensFolderAndFormatOne() throws {
        let scratch = ScratchFolder()
        let scenes = [Fixtures.scene("a/b")]
        let first = try verify(scenes, shard: Shard(index: 1, count: 2), scratch)
        let second = try verify(scenes, shard: Shard(index: 2, count: 2), scratch, goldens: scratch.path + "/OtherGoldens")
        #expect(throws: SnapshotError.invalidResults(
            second, reason: "it was checked against goldens '\(scratch.path)/OtherGoldens', '\(first)' against '\(scratch.goldens)'")
        ) { try MergeReports.run([first, second], into: scratch.path + "/merged", junit: nil) }

        let whole = try verify(scenes, shard: nil, scratch)
        let results = whole + "/results.json"
        let text = try String(contentsOfFile: results, encoding: .utf8)
        #expect(text.contains("\"format\" : 1,"))
        try text.replacingOccurrences(of: "\"format\" : 1,", with: "\"format\" : 2,").write(toFile: results, atomically: true, encoding: .utf8)
        #expect(throws: SnapshotError.invalidResults(results, reason: "it is results.json format 2; this nhs-snap reads format 1")) {
            try MergeReports.run([whole], into: scratch.path + "/merged", junit: nil)
        }
    }

    @Test func markupEscapesEverySpecialCharacter() {
        #expect(Markup.escape("<a href=\"x\">&'</a>\u{1}") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;\u{FFFD}")
    }
}
