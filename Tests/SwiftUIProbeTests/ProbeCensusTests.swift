import Foundation
import Testing

/// The probe's own rules: every file under Probes/ is a file as written for iOS (it begins `import SwiftUI`,
/// perhaps after `import Foundation`, and imports nothing of nhs-snap's), declares the view its file is named
/// for, and that view is rendered by a test.
@Suite struct ProbeCensusTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    private struct ProbeFile {
        let name: String
        let text: String
    }

    private static func probeFiles() throws -> [ProbeFile] {
        let probes = folder.appendingPathComponent("Probes")
        guard let walker = FileManager.default.enumerator(at: probes, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        return try walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            ProbeFile(name: $0.deletingPathExtension().lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8))
        }
    }

    /// The tests' own files (everything beside Probes/).
    private static func testText() throws -> String {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "ProbeCensusTests.swift" }
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    @Test func everyProbeFileIsWrittenAsForIOS() throws {
        let allowed: Set<String> = ["SwiftUI", "Foundation", "UIKit", "Combine", "Observation"]
        for file in try Self.probeFiles() {
            let imports = file.text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { $0.dropFirst(7) }
            #expect(imports.contains("SwiftUI"), "\(file.name) does not import SwiftUI")
            #expect(imports.allSatisfy { allowed.contains(String($0)) }, "\(file.name) imports \(imports)")
            #expect(file.text.contains("struct \(file.name): View"), "\(file.name) does not declare its view")
        }
    }

    /// Issue 17's measure: at least 180 uses of SwiftUI beyond the basics, some in files that import
    /// Foundation beside SwiftUI, as real files begin.
    @Test func theProbeHoldsAtLeast180Uses() throws {
        let files = try Self.probeFiles()
        #expect(files.count >= 180)
        #expect(files.contains { $0.text.contains("import Foundation") })
    }

    @Test func everyProbeIsRenderedByATest() throws {
        let tests = try Self.testText()
        for file in try Self.probeFiles() {
            #expect(tests.contains("\(file.name)("), "no test renders \(file.name)")
        }
    }
}
