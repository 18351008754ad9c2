import Foundation
import Raster
import Testing
@testable import Snapshot

/// Goldens however odd are a failed snapshot with a clear message, never a crash; files in the
/// goldens folder that no scene can produce are listed, removed by prune and escaped in the page;
/// an unreadable golden is recorded again as if missing.
@Suite struct OddGoldenTests {
    /// A scene drawing a 375 x 143 image, as the banner did.
    static let banner = SnapshotScene("banner/solid", devices: [.iPhoneSE], textSizes: [.large], schemes: [.light]) { _ in
        Bitmap(width: 375, height: 143, fill: .white)
    }

    @Test func aHugeGoldenBesideASmallRenderIsAFailureNotACrash() throws {
        let scratch = ScratchFolder()
        let golden = scratch.goldens + "/banner/solid/iphone-se.large.light@1x.png"
        try FileManager.default.createDirectory(atPath: scratch.goldens + "/banner/solid", withIntermediateDirectories: true)
        // 100,000,000 x 1, within the pixel limit; their union would be 14.3 billion pixels.
        try Data(blackOneBitPNG(width: 100_000_000)).write(to: URL(fileURLWithPath: golden))

        let outcome = try Verify.run(Fixtures.selection([Self.banner]), options: scratch.verifyOptions())
        let result = try #require(outcome.report.results.first)
        #expect(result.status == .differing)
        #expect(result.sizeMismatch == "expected 100000000x1, actual 375x143")
        #expect(result.detail == "size changed (expected 100000000x1, actual 375x143); in the overlap, 375 of 375 pixels differ in x 0-375, y 0-1 pt; largest channel difference 255")
        #expect(outcome.text.contains("FAIL banner/solid/iphone-se.large.light@1x: size changed (expected 100000000x1, actual 375x143)"))
        // The diff image covers the 375 x 1 overlap; the expected image is the golden's file.
        let diff = try PNG.read(path: scratch.artefacts + "/" + #require(result.artefacts?.diff))
        #expect((diff.width, diff.height) == (375, 1))
        let expected = try #require(result.artefacts?.expected)
        #expect(FileManager.default.contents(atPath: scratch.artefacts + "/" + expected) == FileManager.default.contents(atPath: golden))
    }

    @Test func anEmptyGoldenFailsVerifyAndRecordMissingReplacesIt() throws {
        let scratch = ScratchFolder()
        let selection = try Fixtures.selection([Fixtures.scene("a/b")])
        _ = try Record.run(selection, options: scratch.recordOptions())
        let empty = scratch.goldens + "/a/b/iphone-se.large.light@1x.png"
        let truncated = scratch.goldens + "/a/b/iphone-se.large.dark@1x.png"
        try Data().write(to: URL(fileURLWithPath: empty))
        let whole = try #require(FileManager.default.contents(atPath: truncated))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: truncated))

        let verified = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(verified.report.count(.error) == 2)
        #expect(verified.text.contains(
            "FAIL a/b/iphone-se.large.light@1x: golden unreadable: \(empty): empty file (0 bytes), not a PNG; 'nhs-snap record' replaces it"))
        // The rendering is there to look at before recording it.
        let light = try #require(verified.report.results.first { $0.key == "a/b/iphone-se.large.light@1x" })
        #expect(light.artefacts?.actual != nil && light.artefacts?.expected == nil)

        let recorded = try Record.run(selection, options: scratch.recordOptions(.missing))
        #expect(recorded.results.filter { $0.action == .created }.map(\.key).sorted() == ["a/b/iphone-se.large.dark@1x", "a/b/iphone-se.large.light@1x"])
        #expect(recorded.results.count { $0.action == .kept } == Fixtures.snapshotsPerScene - 2)
        #expect(recorded.text.contains("created \(empty): replaced an unreadable golden (\(empty): empty file (0 bytes), not a PNG)"))
        #expect(recorded.text.contains("created \(truncated): replaced an unreadable golden (\(truncated): truncated PNG file"))
        #expect(try Verify.run(selection, options: scratch.verifyOptions()).report.passed)
    }

    /// Files that no scene can produce, named as nhs-snap never names a file.
    static let strays = [
        "old-banner.png", "banner/solid/my banner.png", "banner/solid/<img src=x onerror=alert(1)>.png",
        "banner/solid/iphone-se.large.light@1x.diff.png", "banner/Tom & \"Jerry\".PNG", "odd folder/iphone-se.large.light@1x.png",
    ]

    /// Goldens of `Fixtures.standardScenes`, the strays, and files that are not strays.
    private func goldensWithStrays(_ scratch: ScratchFolder) throws -> (selection: SnapshotSelection, kept: [String]) {
        let selection = try Fixtures.selection(Fixtures.standardScenes)
        _ = try Record.run(selection, options: scratch.recordOptions())
        let kept = ["README.md", ".gitattributes", "banner/solid/notes.txt"]
        for path in Self.strays + kept {
            let folder = (scratch.goldens + "/" + path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: scratch.goldens + "/" + path, contents: Data("x".utf8)), "\(path)")
        }
        return (selection, kept)
    }

    @Test func strayFilesAreListedByVerifyAndEscapedInThePage() throws {
        let scratch = ScratchFolder()
        let (selection, _) = try goldensWithStrays(scratch)
        let outcome = try Verify.run(selection, options: scratch.verifyOptions())
        #expect(outcome.report.passed)
        #expect(outcome.report.strays == Self.strays.sorted())
        #expect(outcome.text.hasPrefix("30 snapshots: 30 matched, 0 differing, 0 missing; 0 orphaned goldens, 6 stray files"))
        #expect(outcome.text.contains("STRAY \(scratch.goldens)/old-banner.png (not a golden nhs-snap writes; nhs-snap prune removes it)"))
        #expect(outcome.text.contains("STRAY \(scratch.goldens)/banner/solid/my banner.png"))

        let page = try String(contentsOfFile: scratch.artefacts + "/index.html", encoding: .utf8)
        #expect(page.contains("Stray files (6)"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;.png"))
        #expect(page.contains("Tom &amp; &quot;Jerry&quot;.PNG"))
        #expect(!page.contains("<img src=x"))
        let json = try String(contentsOfFile: scratch.artefacts + "/results.json", encoding: .utf8)
        #expect(json.contains("\"strays\" : ["))
    }

    @Test func pruneRemovesStraysWithOrphansListingEachAndNothingElse() throws {
        let scratch = ScratchFolder()
        let (selection, kept) = try goldensWithStrays(scratch)
        let remaining = try Fixtures.selection(Array(Fixtures.standardScenes.dropFirst()))  // banner/solid's goldens are orphans
        let dryRun = try Prune.run(remaining, goldens: scratch.goldens, dryRun: true)
        #expect(dryRun.removed.count == Fixtures.snapshotsPerScene + Self.strays.count)
        #expect(dryRun.text.hasSuffix("10 orphaned goldens to remove, 6 stray files to remove, 0 stale temporary files to remove"))
        #expect(scratch.files(under: scratch.goldens).count == 30 + Self.strays.count + kept.count)

        let pruned = try Prune.run(remaining, goldens: scratch.goldens)
        let strayPaths = Self.strays.sorted().map { scratch.goldens + "/" + $0 }
        #expect(Array(pruned.removed.suffix(Self.strays.count)) == strayPaths)
        for path in strayPaths { #expect(pruned.text.contains("removed \(path)\n")) }
        #expect(scratch.files(under: scratch.goldens).sorted() == (kept + (try selection.snapshots).filter { $0.scene.id != "banner/solid" }.map {
            GoldenLayout.sceneFolders.components(sceneID: $0.scene.id, configuration: $0.configuration).joined(separator: "/")
        }).sorted())
        #expect(!FileManager.default.fileExists(atPath: scratch.goldens + "/odd folder"))
        #expect(try Verify.run(remaining, options: scratch.verifyOptions()).report.strays.isEmpty)
    }

    @Test func pruneRefusesAFolderOfPNGsWithNoGolden() throws {
        let scratch = ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.goldens + "/docs", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: scratch.goldens + "/docs/screenshot.png", contents: Data("x".utf8)))
        #expect(throws: SnapshotError.unsafePath(
            scratch.goldens, reason: "it holds PNG files but no golden, so it may not be a goldens folder; nothing was removed")
        ) { try Prune.run(Fixtures.selection(Fixtures.standardScenes), goldens: scratch.goldens) }
        #expect(FileManager.default.fileExists(atPath: scratch.goldens + "/docs/screenshot.png"))
    }
}

/// A PNG of `width` x 1 black pixels, grey at 1 bit a pixel, built by hand from the
/// specification: its image data is zlib "stored" blocks, so making it costs only copying.
func blackOneBitPNG(width: Int) -> [UInt8] {
    func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(data.count) + body + bigEndian(Int(crc32(body)))
    }
    let scanline = (width + 7) / 8 + 1  // the filter byte, then 8 pixels a byte, all 0
    var zlib: [UInt8] = [0x78, 0x01]
    var left = scanline
    while left > 0 {
        let block = min(left, 65535)
        left -= block
        zlib += [left == 0 ? 1 : 0, UInt8(block & 0xFF), UInt8(block >> 8), UInt8(~block & 0xFF), UInt8((~block >> 8) & 0xFF)]
        zlib += [UInt8](repeating: 0, count: block)
    }
    // Adler-32 of zero bytes: a stays 1, b adds 1 a byte.
    zlib += bigEndian((scanline % 65521) << 16 | 1)
    let header = bigEndian(width) + bigEndian(1) + [1, 0, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
}

/// CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
func crc32(_ bytes: [UInt8]) -> UInt32 {
    let table = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
    var crc: UInt32 = 0xFFFF_FFFF
    bytes.withUnsafeBufferPointer { buffer in
        for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    return ~crc
}
