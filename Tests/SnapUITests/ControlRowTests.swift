import Raster
import Testing
@testable import SnapUI

/// A Form row's label and value share the row as iOS shares it: a value that fits beside a short
/// label stays on one line; when neither fits, each gets at least half.
@Suite struct ControlRowTests {
    private func line(_ rendering: Rendering, _ string: String) throws -> LayoutElement {
        try #require(elements(rendering, role: "text").first { $0.string("text") == string })
    }

    @Test func aValueThatFitsBesideAShortLabelStaysOnOneLine() throws {
        let rendering = try renderForTest(Form {
            Picker("Appearance", selection: .constant(0)) { Text("Use device setting").tag(0) }
            LabeledContent("Pharmacy", value: "Boots, 12 High Street, Leeds")
        })
        for value in ["Use device setting", "Boots, 12 High Street, Leeds"] {
            #expect(try line(rendering, value).number("lines") == 1)
        }
        // The value ends at the row's trailing inset, the label starts at its leading one.
        let value = try line(rendering, "Boots, 12 High Street, Leeds").frame
        let label = try line(rendering, "Pharmacy").frame
        #expect(abs(value.maxX - (390 - 32)) < 1e-6 && label.maxX + 16 <= value.minX + 1e-9)
    }

    @Test func whenNeitherFitsEachGetsAtLeastHalf() throws {
        let label = "Your nominated pharmacy for repeat prescriptions"
        let value = "Boots the Chemist, 12 High Street, Leeds, LS1 4AB"
        let rendering = try renderForTest(Form { LabeledContent(label, value: value) })
        let labelFrame = try line(rendering, label), valueFrame = try line(rendering, value)
        #expect((labelFrame.number("lines") ?? 0) > 1 && (valueFrame.number("lines") ?? 0) > 1)
        // The row's text runs from 32 to 358: 326 points, 16 of them between the two halves.
        #expect(abs(labelFrame.frame.minX - 32) < 1e-6 && labelFrame.frame.maxX <= 32 + 155 + 1e-6)
        #expect(valueFrame.frame.minX >= 358 - 155 - 1e-6 && abs(valueFrame.frame.maxX - 358) < 1e-6)
    }
}
