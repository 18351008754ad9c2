import Testing
@testable import SnapUI

/// Accessibility elements that combine a single leaf view.
@Suite struct CombinedLeafAccessibilityTests {
    @Test func buttonWithATextLabelIsReadByItsText() throws {
        let rendering = try renderForTest(Button("Done") {})
        let visible = rendering.accessibility.filter { !$0.isHidden }
        #expect(visible.map(\.spoken) == ["Done, button"])
    }
}
