import Foundation
import Testing
@testable import Raster

/// `Pixelmatch.compareFiles`: the same answers as comparing the decoded bitmaps, and file errors.
@Suite final class PNGFileDiffTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-files-\(UUID().uuidString)").path
    let expected: Bitmap
    let actual: Bitmap

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        (expected, actual) = try #require(DiffPattern.cases["disc"])
        try PNG.write(expected, to: path("expected.png"))
        try PNG.write(expected, to: path("same.png"))
        try PNG.write(actual, to: path("actual.png"))
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path("notes.png")))
        try Data("not a picture either".utf8).write(to: URL(fileURLWithPath: path("more-notes.png")))
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ name: String) -> String { folder + "/" + name }

    @Test func differentFilesCompareAsTheirBitmaps() throws {
        let options = DiffOptions(includeAA: true)
        let fromFiles = try Pixelmatch.compareFiles(expected: path("expected.png"), actual: path("actual.png"), options: options)
        let fromBitmaps = Pixelmatch.compare(expected, actual, options: options)
        #expect(fromFiles.differingPixels == fromBitmaps.differingPixels)
        #expect(fromFiles.differingPixels > 0)
        #expect(fromFiles.diffImage() == fromBitmaps.diffImage())
    }

    @Test func identicalFilesDifferNowhere() throws {
        let result = try Pixelmatch.compareFiles(expected: path("expected.png"), actual: path("same.png"))
        #expect(result.differingPixels == 0)
        #expect(result.totalPixels == expected.width * expected.height)
        #expect(result.diffImage() == Pixelmatch.compare(expected, expected).diffImage())
    }

    @Test func errorsNameTheFileReadingErrorsFirstThenExpectedFirst() {
        #expect(throws: PNGError.fileNotFound(path: path("missing.png"))) {
            try Pixelmatch.compareFiles(expected: path("expected.png"), actual: path("missing.png"))
        }
        #expect(throws: PNGError.fileNotFound(path: path("missing.png"))) {
            try Pixelmatch.compareFiles(expected: path("notes.png"), actual: path("missing.png"))
        }
        #expect(throws: PNGError.notPNG(file: path("notes.png"))) {
            try Pixelmatch.compareFiles(expected: path("notes.png"), actual: path("actual.png"))
        }
        #expect(throws: PNGError.notPNG(file: path("notes.png"))) {
            try Pixelmatch.compareFiles(expected: path("expected.png"), actual: path("notes.png"))
        }
        #expect(throws: PNGError.notPNG(file: path("more-notes.png"))) {
            try Pixelmatch.compareFiles(expected: path("more-notes.png"), actual: path("notes.png"))
        }
        // Identical bytes that are not a PNG are still an error, not "no difference".
        #expect(throws: PNGError.notPNG(file: path("notes.png"))) {
            try Pixelmatch.compareFiles(expected: path("notes.png"), actual: path("notes.png"))
        }
    }
}
