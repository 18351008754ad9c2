import Foundation
import Raster
import SnapTestSupport
import Testing
@testable import SnapUI

/// Fidelity.md's row 217: the navigation bar on a screen with no status bar, as iOS 26 drew it for
/// BrunoCerberus/Pulse's playback queue (a 393 x 500-point screen at 3x, safe area zero, light mode,
/// the simulator's `.large` text), put to SnapUI with a view written here. Snapshots have no status
/// bar, so this is the bar every golden shows.
@Suite("Fidelity to iOS: the navigation bar without a status bar")
struct FidelityNavigationBarTests: FidelityReading {
    /// An inline title with a text item before it over a plain list, as the queue sheet is. The title
    /// is the same string as iOS's; its baseline is read on its first letter, a flat-bottomed L.
    private struct Queue: View {
        var body: some View {
            NavigationStack {
                List {
                    Text("Today's digest")
                    Text("Tomorrow's digest")
                }
                .listStyle(.plain)
                .navigationTitle("Listening Queue")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("1x") {} }
                }
            }
        }
    }

    @Test func row217TheInlineTitleWithNoStatusBar() throws {
        let rendering = try render(Queue(), options: RenderOptions(width: 393, scale: 3, minimumHeight: 500, fonts: bundledFonts))
        try writeForLooking(rendering, "fidelity-bar-no-status-bar")
        let title = ink(rendering, in: Box(minX: 110, minY: 0, maxX: 283, maxY: 60), background: white, threshold: 120)
        let firstLetter = title.flatMap {
            ink(rendering, in: Box(minX: $0.minX, minY: 0, maxX: $0.minX + 6, maxY: 60), background: white, threshold: 120)
        }
        expectFigure(firstLetter?.maxY, 38.33, row: 217, "inline title baseline with no status bar (its L)", differs: true)
    }
}
