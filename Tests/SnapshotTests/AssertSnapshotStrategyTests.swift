import AccessibilityAudit
import Foundation
import Raster
import SnapTestSupport
import SnapUI
import Testing
@testable import NHSSnapTesting
@testable import Snapshot

/// assertSnapshot's strategies: the image, what VoiceOver reads and the audit, each checked as
/// `verify` checks it, alone or (the default) all three.
@Suite struct AssertSnapshotStrategyTests {
    static let matrix = AssertSnapshotTests.matrix
    static let light = SnapshotMatrix(devices: [.iPhoneSE], textSizes: [.large], schemes: [.light], maximumScale: 1)

    /// A title VoiceOver reads as `label`: the label changes no pixel. Clean in the audit.
    struct Title: View {
        var label = "Appointments"
        var body: some View { Text("Appointments").accessibilityLabel(label).padding(16) }
    }

    /// A title VoiceOver reads as `largest` at the largest text size in the dark, else as its text.
    struct DarkLargestTitle: View {
        var largest = "Appointments, in the dark"
        @Environment(\.colorScheme) private var scheme
        @Environment(\.dynamicTypeSize) private var size
        var body: some View {
            Text("Appointments").accessibilityLabel(scheme == .dark && size == .accessibility5 ? largest : "Appointments").padding(16)
        }
    }

    /// Text too faint to read above a button too small to tap, whose link blue is faint too.
    struct Faint: View {
        var body: some View {
            VStack(spacing: 40) {
                Text("Faint").foregroundStyle(Color(white: 0.8))
                Button("Go") {}
            }
            .padding(16)
        }
    }

    /// assertSnapshot of `view` as `strategy`, named `view`, with `scratch`'s goldens and
    /// artefacts, reading `environment` as the process's.
    private func check<Format>(
        _ view: some View, as strategy: Snapshotting<RenderedView, Format>, in scratch: ScratchFolder,
        matrix: SnapshotMatrix = matrix, layout: LayoutMode = .device, environment: [String: String] = [:]
    ) {
        assertSnapshot(
            of: view, as: strategy, named: "view", matrix: matrix, goldens: scratch.goldens, screen: false, layout: layout,
            tolerance: .exact, environment: { _ in }, location: CallLocation(fileID: #fileID, file: #filePath, line: #line, column: #column),
            processEnvironment: environment.merging(["NHS_SNAP_ARTEFACTS": scratch.artefacts]) { $1 })
    }

    /// The messages of the issues `body` records, every one taken as known; at least one must be.
    private func issues(_ body: () -> Void) -> [String] {
        final class Messages: @unchecked Sendable {
            let lock = NSLock()
            var list: [String] = []
        }
        let messages = Messages()
        withKnownIssue {
            body()
        } matching: { issue in
            messages.lock.withLock { messages.list.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        return messages.lock.withLock { messages.list }
    }

    @Test func missingTranscriptsAreRecordedAsImagesAreThenAnUnchangedViewPasses() throws {
        let scratch = ScratchFolder()
        let goldens = scratch.goldens
        let found = issues { check(Title(), as: .verify(), in: scratch) }
        #expect(found.count == 4)
        #expect(found.filter { $0.hasPrefix("Snapshot 'view' iphone-se.large.") && $0.contains(", image: no golden at \(goldens)/view.") }.count == 2)
        // Both configurations read alike, so they share one golden, as record lays a scene's out.
        #expect(found.filter {
            $0.contains(", VoiceOver transcript: no golden at \(goldens)/view.transcript.txt; recorded \(goldens)/view.transcript.txt")
                && $0.contains("(NHS_SNAP_RECORD=missing): check it, then run again") && $0.contains("\n  + Appointments")
        }.count == 2)
        #expect(scratch.files(under: goldens) == ["view.iphone-se.large.dark@1x.png", "view.iphone-se.large.light@1x.png", "view.transcript.txt"])
        let settings = Self.matrix.configurations[0].settings
        let transcript = try String(contentsOfFile: "\(goldens)/view.transcript.txt", encoding: .utf8)
        #expect(transcript == (try render(Title(), options: RenderOptions(settings, fonts: bundledFonts))).transcript)
        // Recorded, the same view passes all three, by the default as by each strategy.
        assertSnapshot(of: Title(), named: "view", matrix: Self.matrix, goldens: goldens)
        check(Title(), as: .image, in: scratch)
        check(Title(), as: .transcript, in: scratch)
        check(Title(), as: .audit(), in: scratch)
    }

    @Test func aConfigurationReadingDifferentlyHasItsOwnTranscriptAsRecordLaysThemOut() throws {
        let scratch = ScratchFolder()
        let goldens = scratch.goldens
        let matrix = SnapshotMatrix(devices: [.iPhoneSE], textSizes: [.large, .accessibility5], schemes: [.light, .dark], maximumScale: 1)
        let found = issues { check(DarkLargestTitle(), as: .transcript, in: scratch, matrix: matrix) }
        #expect(found.count == 4)
        let own = "\(goldens)/view.iphone-se.accessibility5.dark@1x.txt"
        #expect(found.filter { $0.contains("; recorded \(goldens)/view.transcript.txt (") && $0.hasSuffix("\n  + Appointments") }.count == 3)
        #expect(found.filter {
            $0.hasPrefix("Snapshot 'view' iphone-se.accessibility5.dark@1x, VoiceOver transcript: no golden at \(goldens)/view.transcript.txt; recorded \(own) (")
                && $0.hasSuffix("\n  + Appointments, in the dark")
        }.count == 1)
        #expect(scratch.files(under: goldens) == ["view.iphone-se.accessibility5.dark@1x.txt", "view.transcript.txt"])
        #expect(try String(contentsOfFile: own, encoding: .utf8) == "Appointments, in the dark\n")
        check(DarkLargestTitle(), as: .transcript, in: scratch, matrix: matrix)
        // Read as the others now, the configuration's own file goes; the rest keep what they read.
        let same = DarkLargestTitle(largest: "Appointments")
        let changed = issues { check(same, as: .transcript, in: scratch, matrix: matrix, environment: ["NHS_SNAP_RECORD": "failed"]) }
        #expect(changed.count == 1 && changed.allSatisfy {
            $0.contains("VoiceOver reads differently from \(own); recorded \(goldens)/view.transcript.txt (NHS_SNAP_RECORD=failed)")
        })
        #expect(scratch.files(under: goldens) == ["view.transcript.txt"])
        check(same, as: .transcript, in: scratch, matrix: matrix)
    }

    @Test func aChangedTranscriptFailsThoughNoPixelChanged() throws {
        let scratch = ScratchFolder()
        _ = issues { check(Title(), as: .verify(), in: scratch) }
        let renamed = Title(label: "Your appointments")
        for found in [issues { check(renamed, as: .verify(), in: scratch) }, issues { check(renamed, as: .transcript, in: scratch) }] {
            #expect(found.count == 2)
            #expect(found.allSatisfy {
                $0.contains(", VoiceOver transcript: VoiceOver reads differently from \(scratch.goldens)/view.transcript.txt\n")
                    && $0.hasSuffix("\n  - Appointments\n  + Your appointments")
            })
        }
        // The image alone does not read the transcript.
        check(renamed, as: .image, in: scratch)
    }

    @Test func theImageAloneNeitherReadsNorRecordsATranscript() throws {
        let scratch = ScratchFolder()
        let found = issues { check(Title(), as: .image, in: scratch) }
        #expect(found.count == 2 && found.allSatisfy { $0.contains(", image: no golden at ") })
        #expect(scratch.files(under: scratch.goldens) == ["view.iphone-se.large.dark@1x.png", "view.iphone-se.large.light@1x.png"])
        check(Title(label: "Something else"), as: .image, in: scratch)
    }

    @Test func aViewAtItsIdealSizeIsDrawnOnceForEachScaleAtThatSize() throws {
        let scratch = ScratchFolder()
        let badge = Color.red.frame(width: 60, height: 20)
        // Two devices at 2x and two at 3x: outside the device's layout only the scale matters.
        let matrix = SnapshotMatrix(devices: [.iPhoneSE, .iPhone16, .iPhone16ProMax, .iPadMini], textSizes: [.large], schemes: [.light], maximumScale: 3)
        let found = issues { check(badge, as: .image, in: scratch, matrix: matrix, layout: .sizeThatFits) }
        #expect(found.count == 2)
        let files = scratch.files(under: scratch.goldens)
        #expect(files == ["view.iphone-16.large.light@3x.png", "view.iphone-se.large.light@2x.png"])
        let double = try PNG.read(path: scratch.goldens + "/view.iphone-se.large.light@2x.png")
        let triple = try PNG.read(path: scratch.goldens + "/view.iphone-16.large.light@3x.png")
        #expect(double.width == 120 && double.height == 40 && triple.width == 180 && triple.height == 60)
        check(badge, as: .image, in: scratch, matrix: matrix, layout: .sizeThatFits)
        // A fixed size centres the view in it.
        let framed = ScratchFolder()
        _ = issues { check(badge, as: .image, in: framed, matrix: Self.light, layout: .fixed(width: 100, height: 40)) }
        let fixed = try PNG.read(path: framed.goldens + "/view.iphone-se.large.light@1x.png")
        #expect(fixed.width == 100 && fixed.height == 40)
        #expect(fixed[50, 20] == Color.red.resolve(in: .light) && fixed[10, 20] != Color.red.resolve(in: .light))
    }

    @Test func inCIAMissingTranscriptIsOnlyReported() throws {
        let scratch = ScratchFolder()
        _ = issues { check(Title(), as: .image, in: scratch) }
        let found = issues { check(Title(), as: .verify(), in: scratch, environment: ["CI": "true"]) }
        #expect(found.count == 2 && found.allSatisfy { $0.contains(", VoiceOver transcript: no golden at ") && !$0.contains("recorded") })
        #expect(scratch.files(under: scratch.goldens).allSatisfy { $0.hasSuffix(".png") })
    }

    @Test func recordingFailedUpdatesAChangedTranscript() throws {
        let scratch = ScratchFolder()
        _ = issues { check(Title(), as: .verify(), in: scratch) }
        let renamed = Title(label: "Your appointments")
        let found = issues { check(renamed, as: .verify(), in: scratch, environment: ["NHS_SNAP_RECORD": "failed"]) }
        #expect(found.count == 2 && found.allSatisfy {
            $0.contains(".txt; recorded \(scratch.goldens)/view.transcript.txt (NHS_SNAP_RECORD=failed)")
        })
        #expect(try String(contentsOfFile: "\(scratch.goldens)/view.transcript.txt", encoding: .utf8).contains("Your appointments"))
        check(renamed, as: .verify(), in: scratch)
    }

    @Test func anAuditFindingFailsNamingItsRule() throws {
        let scratch = ScratchFolder()
        let found = issues { check(Faint(), as: .audit(), in: scratch, matrix: Self.light) }
        #expect(found.count == 1)
        let message = try #require(found.first)
        #expect(message.hasPrefix("Snapshot 'view' iphone-se.large.light@1x, accessibility audit: 3 findings (text-contrast, target-size)"))
        #expect(message.contains("\n  text-contrast: text \"Faint\" at x "))
        #expect(message.contains("\n  text-contrast: text \"Go\" at x "))
        #expect(message.contains("\n  target-size: "))
        // The audit has no golden.
        #expect(scratch.files(under: scratch.goldens).isEmpty)
    }

    @Test func aWaiverWithItsReasonSilencesExactlyItsRule() throws {
        let scratch = ScratchFolder()
        let faintText = AuditWaiver(.textContrast, reason: "a test's faint caption")
        let found = issues { check(Faint(), as: .audit(waivers: [faintText]), in: scratch, matrix: Self.light) }
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("accessibility audit: 1 finding (target-size)") && !$0.contains("text-contrast") })
        check(Faint(), as: .audit(waivers: [faintText, AuditWaiver(.targetSize, reason: "a test's small button")]), in: scratch, matrix: Self.light)
    }

    @Test func theDefaultRunsTheAuditOverMatchingGoldens() throws {
        let scratch = ScratchFolder()
        _ = issues { check(Faint(), as: .combining(.image, .transcript), in: scratch, matrix: Self.light) }
        check(Faint(), as: .combining(.image, .transcript), in: scratch, matrix: Self.light)
        let found = issues { check(Faint(), as: .verify(), in: scratch, matrix: Self.light) }
        #expect(found.count == 1 && found.allSatisfy { $0.contains(", accessibility audit: 3 findings") })
    }
}
