import NHSDesignSystem
import NHSSnapTesting
import Snapshot
import Testing
@testable import Catalogue

/// The components through `assertSnapshot`, as a user's own test target would check its screens:
/// goldens (images and VoiceOver transcripts) in `__Snapshots__/ComponentSnapshotTests/`, one small
/// phone and a tablet, light and dark, at the default and the largest text size, and the
/// accessibility audit, under the waivers the catalogue's scenes of the same components declare.
@Suite struct ComponentSnapshotTests {
    static let matrix = SnapshotMatrix(
        devices: [.iPhoneSE, .iPadPro11], textSizes: [.large, .accessibility5], schemes: [.light, .dark], maximumScale: 1)

    /// `content` with the screen's margins.
    private func screen<Content: View>(_ content: Content) -> some View {
        content.padding(16)
    }

    /// The NHS App's appearance: its backgrounds and tint.
    private static let nhsAppearance: @Sendable (inout EnvironmentValues) -> Void = { $0.applyNHSAppearance() }

    @Test func banner() {
        assertSnapshot(of: screen(Banner(
            title: "Tell us what you think about the NHS App", actionLabel: "Give feedback",
            style: .solid(background: .nhsPaleGreen, accent: .nhsDarkGreen), systemImage: "ellipsis.bubble.fill",
            action: {})), named: "banner", matrix: Self.matrix, environment: Self.nhsAppearance)
    }

    @Test func homeMenu() {
        assertSnapshot(of: screen(HomeMenu(accessibilityLabel: "Health services") {
            HomeMenuItem(title: "Prescriptions", systemImage: "pills.fill") {}
            HomeMenuItem(title: "Vaccinations", systemImage: "syringe.fill") {}
        }), as: .verify(rules: Catalogue.auditRules), named: "home-menu", matrix: Self.matrix, environment: Self.nhsAppearance)
    }

    @Test func toggle() {
        assertSnapshot(of: screen(Toggle("Face ID", isOn: .constant(true)).toggleStyle(.nhsToggle)),
                       as: .verify(waivers: [AuditWaivers.switchHeight]), named: "toggle", matrix: Self.matrix,
                       environment: Self.nhsAppearance)
    }
}
