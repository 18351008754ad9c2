import Raster
import SnapUI
import Snapshot
import Testing
import ViewSnapshots

/// What UIKit code in a scene sees and reports: the device's screen while the scene's view is made,
/// and a warning for each UIKit view drawn as a placeholder.
@Suite struct UIKitSceneTests {
    private struct MapView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func aRepresentablesWarningReachesTheWorkflow() throws {
        let entry = CatalogueEntry("maps/pin") { MapView().frame(height: 40) }
        let configuration = SnapshotConfiguration(device: .iPhoneSE, textSize: .large, scheme: .light, scale: 1)
        let drawn = try entry.scene(fonts: CatalogueEntryTests.fonts) { _ in }.draw(configuration)
        #expect(drawn.warnings == ["MapView is a UIViewRepresentable: SnapUI cannot draw UIKit views, so it draws a placeholder box in its place"])
        #expect(drawn.image.height == 40)
    }

    @Test func aViewMadeForTheSceneSeesTheDevicesScreen() throws {
        // Made inside the render: the iPhone SE's 667-point screen, though the scene is not a whole screen.
        let entry = CatalogueEntry("probe/screen-height") { Color.blue.frame(width: 10, height: UIScreen.main.bounds.height / 10) }
        let configuration = SnapshotConfiguration(device: .iPhoneSE, textSize: .large, scheme: .light, scale: 1)
        let rendering = try entry.render(configuration.settings, fonts: CatalogueEntryTests.fonts.load()) { _ in }
        // 66.7 points, rounded up to the pixel (an iPhone 16 Pro's proportions would give 81.5).
        #expect(rendering.size.height == 67)
    }
}
