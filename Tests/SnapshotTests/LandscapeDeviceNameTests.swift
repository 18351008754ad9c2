import Snapshot
import Testing

/// A landscape preview's snapshots are named by its devices on their side (`iphone-se-landscape`): those
/// names are read back as the golden names `record` wrote, so `verify` and `prune` do not take the
/// goldens for stray files, and `--device` takes them.
@Suite struct LandscapeDeviceNameTests {
    @Test func aKnownDeviceOnItsSideIsFoundByItsName() {
        #expect(Device.named("iphone-se-landscape") == Device.iPhoneSE.landscape)
        #expect(Device.named("iphone-se-landscape").map { [$0.width, $0.height] } == [667, 375])
        #expect(Device.named("ipad-pro-11-landscape") == Device.iPadPro11.landscape)
        // The one known landscape device is itself, and turning it again adds nothing.
        #expect(Device.named("iphone-16-pro-landscape") == .iPhone16ProLandscape)
        #expect(Device.named("iphone-16-pro-landscape-landscape") == nil)
        #expect(Device.named("iphone-9-landscape") == nil)
    }

    @Test func aLandscapeGoldenNameIsAConfiguration() throws {
        let configuration = try #require(SnapshotConfiguration(name: "ipad-pro-11-landscape.accessibility5.dark@1x"))
        #expect(configuration.device == Device.iPadPro11.landscape)
        #expect(configuration.textSize == .accessibility5 && configuration.scheme == .dark && configuration.scale == 1)
        #expect(SnapshotConfiguration(name: "iphone-se-landscape.large.light@3x") == nil)
    }
}
