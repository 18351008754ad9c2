import Raster
import Testing
@testable import SnapUI

@Suite struct AccessibilityContainerTests {
    private func elements<V: View>(_ view: V) throws -> [AccessibilityElement] {
        try renderForTest(view).accessibility.filter { !$0.isHidden }
    }

    @Test func labelledContainerKeepsItsElementsAndLabelsThem() throws {
        let container = VStack {
            Button("Prescriptions") {}
            Button("Vaccinations") {}
        }
        for view in [AnyView(container.accessibilityElement(children: .contain).accessibilityLabel("Health services")),
                     AnyView(container.accessibilityLabel("Health services").accessibilityElement(children: .contain))] {
            let found = try elements(view)
            #expect(found.map(\.label) == ["Prescriptions", "Vaccinations"])
            #expect(found.map(\.containerLabel) == ["Health services", "Health services"])
        }
    }

    @Test func containerOfOneElementDoesNotRelabelIt() throws {
        let found = try elements(
            VStack { Button("Prescriptions") {} }
                .accessibilityElement(children: .contain).accessibilityLabel("Health services"))
        #expect(found.map(\.label) == ["Prescriptions"])
        #expect(found.first?.containerLabel == "Health services")
    }

    @Test func innermostContainerLabelWins() throws {
        let found = try elements(
            VStack {
                VStack { Text("Inner") }.accessibilityElement(children: .contain).accessibilityLabel("Menu")
                Text("Outer")
            }
            .accessibilityElement(children: .contain).accessibilityLabel("Screen"))
        #expect(found.map(\.containerLabel) == ["Menu", "Screen"])
    }

    @Test func buttonWithATextTitleReadsTheTitle() throws {
        let found = try elements(Button("Prescriptions") {})
        #expect(found.map(\.spoken) == ["Prescriptions, button"])
    }

    @Test func labelOnAPlainGroupStillMakesOneElement() throws {
        let found = try elements(VStack { Text("A"); Text("B") }.accessibilityLabel("Both"))
        #expect(found.map(\.label) == ["Both"])
        #expect(found.first?.containerLabel == nil)
    }
}
