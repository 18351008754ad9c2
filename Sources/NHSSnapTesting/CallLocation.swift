import Foundation
import Testing
import XCTest

/// Where `assertSnapshot` was called: for reporting failures there, and for the folders beside
/// the test file.
struct CallLocation {
    let fileID: String
    let file: StaticString
    let line: UInt
    let column: UInt

    var filePath: String { "\(file)" }

    /// The test file's name without `.swift`, e.g. `LoginTests`.
    var testFileName: String {
        let name = (filePath as NSString).lastPathComponent
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    /// `<folder of the test file>/__Snapshots__/<TestFile>`.
    var snapshotsFolder: String {
        (filePath as NSString).deletingLastPathComponent + "/__Snapshots__/" + testFileName
    }

    /// `<temporary folder>/nhs-snap/<TestFile>`, for review images of failures.
    var artefactsFolder: String {
        NSTemporaryDirectory() + "nhs-snap/" + testFileName
    }

    /// Reports `message` as a failure at this location: an `Issue` when a Swift Testing test is
    /// running, otherwise `XCTFail`.
    func recordFailure(_ message: String) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}
