import Foundation
import Testing
@testable import Snapshot

@Suite struct PathSafetyTests {
    @Test(arguments: [[".."], ["a", ".."], ["/etc"], ["a/b"], [""], [".hidden"], ["a b"], ["é"]])
    func unsafeComponentsAreRefused(_ components: [String]) throws {
        let folder = try SafeFolder("Goldens")
        #expect(throws: SnapshotError.self) { try folder.path(components) }
    }

    @Test func aSymbolicLinkInsideTheGoldensFolderIsRefused() throws {
        let scratch = ScratchFolder()
        let outside = scratch.path + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.goldens, withIntermediateDirectories: true)
        // Goldens/banner -> ../outside: a scene banner/solid would read and write outside.
        try FileManager.default.createSymbolicLink(atPath: scratch.goldens + "/banner", withDestinationPath: outside)
        let selection = try Fixtures.selection([Fixtures.scene("banner/solid")])

        #expect(throws: SnapshotError.self) { try Record.run(selection, options: scratch.recordOptions()) }
        #expect(throws: SnapshotError.self) { try Verify.run(selection, options: scratch.verifyOptions()) }
        #expect(scratch.files(under: outside).isEmpty)
        let error = #expect(throws: SnapshotError.self) { try Record.run(selection, options: scratch.recordOptions()) }
        #expect(error?.description.contains("is a symbolic link") == true)
    }

    @Test func aSymbolicLinkedGoldenFileIsRefused() throws {
        let scratch = ScratchFolder()
        let secret = scratch.path + "/secret.png"
        #expect(FileManager.default.createFile(atPath: secret, contents: Data("keep".utf8)))
        try FileManager.default.createDirectory(atPath: scratch.goldens + "/a/b", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.goldens + "/a/b/iphone-se.large.light@1x.png", withDestinationPath: secret)
        var options = scratch.recordOptions(.all)
        options.environment = [:]
        #expect(throws: SnapshotError.self) { try Record.run(Fixtures.selection([Fixtures.scene("a/b")]), options: options) }
        #expect(FileManager.default.contents(atPath: secret) == Data("keep".utf8))
        // Prune never follows or removes links either.
        _ = try Prune.run(Fixtures.selection([Fixtures.scene("x/y")]), goldens: scratch.goldens)
        #expect(FileManager.default.contents(atPath: secret) == Data("keep".utf8))
    }

    @Test func sceneIDsCannotEscapeTheGoldensFolder() {
        for id in ["../etc", "/etc/passwd", "a/../../b", "a/.b"] {
            #expect(throws: SnapshotError.self) { try SceneCatalogue([Fixtures.scene(id)]) }
        }
    }
}
