import SnapUI
import Testing
@testable import Snapshot

@Suite struct MatrixTests {
    @Test func standardMatrixCoversEveryDeviceSizeAndScheme() {
        let configurations = SnapshotMatrix.standard.configurations
        // 4 devices x 4 text sizes x 2 schemes, plus xSmall x 2 schemes on the narrowest (iPhone SE).
        #expect(configurations.count == 4 * 4 * 2 + 2)
        #expect(Set(configurations.map(\.name)).count == configurations.count)
        let xSmall = configurations.filter { $0.textSize == .xSmall }
        #expect(xSmall.map(\.device) == [.iPhoneSE, .iPhoneSE])
        // Goldens at 1x whatever the device's own scale, for the 40 MB budget.
        #expect(configurations.allSatisfy { $0.scale == 1 })
    }

    @Test func configurationNamesRoundTrip() {
        for configuration in SnapshotMatrix.standard.configurations {
            #expect(SnapshotConfiguration(name: configuration.name) == configuration)
        }
        let name = SnapshotConfiguration(device: .iPhone16Pro, textSize: .large, scheme: .light, scale: 2).name
        #expect(name == "iphone-16-pro.large.light@2x")
    }

    @Test(arguments: [
        "iphone-16-pro.large.light", "iphone-16-pro.large.light@4x", "iphone-16-pro.LARGE.light@2x",
        "iphone-99.large.light@2x", "iphone-se.large.dim@2x", "iphone-se.large.light@02x", "../x.large.light@2x",
    ])
    func malformedConfigurationNamesAreRejected(_ name: String) {
        #expect(SnapshotConfiguration(name: name) == nil)
    }

    @Test func sceneAxesReplaceTheMatrixAxes() throws {
        var scene = Fixtures.scene("banner/solid")
        scene.devices = [.iPadPro13]
        scene.textSizes = [.accessibility5]
        let configurations = SnapshotMatrix.standard.adapted(to: scene).configurations
        #expect(configurations.map(\.name) == ["ipad-pro-13.accessibility5.light@1x", "ipad-pro-13.accessibility5.dark@1x"])
    }

    @Test func filtersNarrowEveryAxis() throws {
        let filter = try SnapshotFilter(devices: "ipad-mini", textSizes: "AX3, large", schemes: "dark", patterns: "banner/*")
        let keys = try Fixtures.selection(Fixtures.standardScenes, filter: filter).snapshots.map(\.key)
        #expect(keys == [
            "banner/outline/ipad-mini.large.dark@1x", "banner/outline/ipad-mini.accessibility3.dark@1x",
            "banner/solid/ipad-mini.large.dark@1x", "banner/solid/ipad-mini.accessibility3.dark@1x",
        ].sorted())
    }

    @Test func unknownFilterValuesAreErrorsNamingThem() {
        #expect(throws: SnapshotError.invalidOption("--device", value: "nokia", reason: "not one of " + Device.all.map(\.name).joined(separator: ", "))) {
            try SnapshotFilter(devices: "nokia", textSizes: nil, schemes: nil, patterns: nil)
        }
    }

    @Test(arguments: ["banner", "banner/solid/extra", "Bänner/solid", "banner/", "/banner", "../x", "a/..", "banner/-x", "a b/c", "Home_View/x"])
    func malformedSceneIDsAreRejected(_ id: String) {
        #expect(throws: SnapshotError.self) { try SceneCatalogue([Fixtures.scene(id)]) }
    }

    @Test func duplicateSceneIDsAreRejected() {
        #expect(throws: SnapshotError.duplicateSceneID("a/b")) {
            try SceneCatalogue([Fixtures.scene("a/b"), Fixtures.scene("a/b", marks: 2)])
        }
        // Ids that differ only in case would share a golden folder on a case-insensitive file system.
        #expect(throws: SnapshotError.duplicateSceneID("homeview/signed-in")) {
            try SceneCatalogue([Fixtures.scene("HomeView/signed-in"), Fixtures.scene("homeview/signed-in", marks: 2)])
        }
    }

    @Test func aPreviewsIDMayHaveCapitals() throws {
        let catalogue = try SceneCatalogue([Fixtures.scene("HomeView/signed-in"), Fixtures.scene("banner/solid")])
        #expect(catalogue.scenes.map(\.id) == ["HomeView/signed-in", "banner/solid"])
    }
}
