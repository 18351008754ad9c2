import Foundation
import Testing
@testable import Snapshot

/// Each failure is filed under its own cause, and a path is named once.
@Suite struct ErrorCauseTests {
    /// The system's words for writing a file where a folder is, as `rename` reports it.
    static let isAFolder = String(cString: strerror(EISDIR))

    @Test func aDocSampleThatCannotRenderIsARenderFailureNamingTheSnapshot() throws {
        let scratch = ScratchFolder()
        let sample = SnapshotScene("a/b", isDocSample: true, render: Fixtures.failingInDark("a/b").render)
        let error = #expect(throws: SnapshotError.self) {
            try Docs.run(SceneCatalogue([sample]), options: Docs.Options(output: scratch.path + "/docs"))
        }
        #expect(error == .renderFailed("a/b/iphone-16-pro.large.dark@3x", reason: "cannot draw <dark> & fail"))
        #expect(error?.description == "cannot render 'a/b/iphone-16-pro.large.dark@3x': cannot draw <dark> & fail")
    }

    @Test func aGoldenThatCannotBeWrittenNamesItsPathOnce() throws {
        let scratch = ScratchFolder()
        let golden = scratch.goldens + "/a/b/iphone-se.large.light@1x.png"
        // A folder where the golden goes: rename(2) cannot put the file there.
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        let only = SnapshotFilter(patterns: ["a/b/iphone-se.large.light@1x"])
        let error = #expect(throws: SnapshotError.self) {
            try Record.run(Fixtures.selection([Fixtures.scene("a/b")], filter: only), options: scratch.recordOptions(.all))
        }
        #expect(error == .cannotWrite(golden, reason: Self.isAFolder))
        #expect(error?.description == "cannot write '\(golden)': \(Self.isAFolder)")
    }

    @Test func anArtefactThatCannotBeWrittenNamesItsPathOnce() throws {
        let scratch = ScratchFolder()
        let actual = scratch.artefacts + "/a/b/iphone-se.large.light@1x.actual.png"
        try FileManager.default.createDirectory(atPath: actual, withIntermediateDirectories: true)
        let only = SnapshotFilter(patterns: ["a/b/iphone-se.large.light@1x"])
        let error = #expect(throws: SnapshotError.self) {
            try Verify.run(Fixtures.selection([Fixtures.scene("a/b")], filter: only), options: scratch.verifyOptions())
        }
        #expect(error == .cannotWrite(actual, reason: Self.isAFolder))
        #expect(error?.description == "cannot write '\(actual)': \(Self.isAFolder)")
    }
}
