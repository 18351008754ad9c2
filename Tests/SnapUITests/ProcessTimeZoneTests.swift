import Foundation
import Testing
@testable import SnapUI

@Suite struct ProcessTimeZoneTests {
    /// A view that formats a date itself, with no time zone named: it reads `TimeZone.current`.
    private struct OwnFormatting: View {
        var body: some View {
            Text(verbatim: SnapshotDefaults.now.formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute()))
        }
    }

    @Test func aRenderHoldsTheProcessAtGMTSoAViewsOwnFormattingIsTheSameOnEveryMachine() throws {
        let rendering = try renderForTest(OwnFormatting(), width: 200)
        // Linux reads TZ or /etc/localtime (often "Etc/UTC", whose name differs); a render makes it GMT.
        #expect(TimeZone.current.identifier == "GMT")
        #expect(ProcessInfo.processInfo.environment["TZ"] == "GMT")
        #expect(texts(rendering) == ["09:00"])
    }
}
