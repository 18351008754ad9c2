import Raster
import Testing
@testable import SnapUI

/// The layout tree lists what is drawn, names the switch, and views outside SnapUI can report problems.
@Suite struct LayoutTreeVisibilityTests {
    /// A screen whose large title is marked, followed by enough text to scroll past it.
    private struct LargeTitleScreen: View {
        var body: some View {
            ScrollView {
                Text("Health choices").font(.largeTitle).navigationLargeTitle()
                Text(String(repeating: "Choices about your health records. ", count: 40))
            }
            .navigationTitle("Health choices")
            .navigationBarTitleDisplayMode(.large)
        }
    }

    private func headingTexts(_ rendering: Rendering) -> [LayoutElement] {
        headingTextsNamed("Health choices", rendering)
    }

    @Test func hiddenBarTitleIsNotInTheLayoutTree() throws {
        let rendering = try render(LargeTitleScreen(), options: RenderOptions(width: 390))
        // Only the content's large title: the bar's copy is not drawn, so not listed.
        #expect(headingTexts(rendering).count == 1)
    }

    @Test func barTitleJoinsTheLayoutTreeOnceScrolledUnder() throws {
        let rendering = try render(LargeTitleScreen(), options: RenderOptions(width: 390, scrollOffset: 200))
        let texts = headingTexts(rendering)
        #expect(texts.count == 2)
        // The bar's copy sits in the bar, above the content's copy that scrolled under it.
        let bar = NavigationBarMetrics.itemHeight + 2 * NavigationBarMetrics.verticalPadding
        #expect(texts.contains { $0.frame.maxY <= bar })
    }

    @Test func oneLineBarTitleIsCentred() throws {
        let screen = List { Text("Row") }.navigationTitle("Removed").navigationBarTitleDisplayMode(.inline)
        let rendering = try render(screen, options: RenderOptions(width: 390))
        let title = try #require(headingTextsNamed("Removed", rendering).first)
        #expect(abs(title.frame.midX - 195) < 1e-9)
        #expect(title.frame.width < 100)
    }

    private func headingTextsNamed(_ string: String, _ rendering: Rendering) -> [LayoutElement] {
        rendering.layout.flatMap { $0.elements(withRole: "text") }.filter { $0.string("text") == string }
    }

    @Test func switchIsNamedInTheLayoutTree() throws {
        let rendering = try render(Toggle("Face ID", isOn: .constant(true)), options: RenderOptions(width: 390))
        let switches = rendering.layout.flatMap { $0.elements(withRole: "switch") }
        #expect(switches.count == 1)
        #expect(switches.first?.frame.size == SwitchMetrics.size)
    }

    private struct Problem: Error {}

    /// A view from another module that finds bad input reports it rather than crashing.
    private struct Reporting: View {
        @Environment(\.diagnostics) private var diagnostics

        var body: some View {
            diagnostics.report(Problem())
            return EmptyView()
        }
    }

    @Test func reportedProblemsFailTheRender() {
        #expect(throws: RenderError.self) { try render(Reporting(), options: RenderOptions(width: 390)) }
    }
}
