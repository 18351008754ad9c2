import Raster
import SnapTestSupport
import SnapUI
import Testing
import ViewSnapshots
@testable import NHSSnapTesting
@testable import Snapshot

/// A view that is a whole screen fills the device's height, from assertSnapshot as from the catalogue.
@Suite struct ScreenSnapshotTests {
    static let matrix = SnapshotMatrix(devices: [.iPhoneSE], textSizes: [.large], schemes: [.light], maximumScale: 1)

    /// A screen whose last line a Spacer pushes to the bottom.
    private struct Screen: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Top")
                    Spacer()
                    Text("Bottom")
                }
                .navigationTitle("Home")
            }
        }
    }

    @Test func theBridgeGivesAScreenTheDevicesHeight() throws {
        let settings = try #require(Self.matrix.configurations.first).settings
        let screen = try render(Screen(), options: RenderOptions(settings, screen: true, fonts: bundledFonts))
        let content = try render(Screen(), options: RenderOptions(settings, fonts: bundledFonts))
        #expect(screen.size.height == 667)
        #expect(screen.image.height == 667)
        #expect(content.size.height < 200)
        let bottom = screen.layout.flatMap(\.allElements).first { $0.string("text") == "Bottom" }
        #expect(bottom?.frame.maxY == 667)
    }

    @Test func assertSnapshotOfAScreenMatchesAFullHeightGolden() throws {
        let scratch = ScratchFolder()
        // The golden: the screen at the device's height, as a catalogue entry that is a screen draws it.
        let entry = CatalogueEntry("home/screen", screen: true) { Screen() }
        let recorder = SnapshotRecorder(comparer: SnapshotComparer(goldens: try SafeFolder(scratch.goldens), layout: .flat), mode: .missing)
        let scene = SnapshotScene("screen") { configuration in
            try entry.render(configuration.settings, fonts: bundledFonts, environment: { _ in }).image
        }
        for configuration in Self.matrix.configurations {
            var times = PhaseTimes()
            _ = try recorder.record(PlannedSnapshot(scene: scene, configuration: configuration), times: &times)
        }
        assertSnapshot(of: Screen(), as: .image, named: "screen", matrix: Self.matrix, goldens: scratch.goldens, screen: true)
        // As tall as its content, the same view no longer matches.
        withKnownIssue {
            assertSnapshot(of: Screen(), as: .image, named: "screen", matrix: Self.matrix, goldens: scratch.goldens)
        }
    }
}
