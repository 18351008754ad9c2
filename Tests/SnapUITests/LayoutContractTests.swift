import AccessibilityAudit
import Dispatch
import Raster
import Testing
@testable import SnapUI

/// The layout contract every node answers through one set of methods: its size, its children's
/// frames, its spacing, its alignment guides and its drawing effect. Each test here is a case that
/// went wrong when one of those was written down twice: geometry read from a layout other than the
/// one drawn, an effect the audit did not see, a problem reported after the render had checked.
@Suite struct LayoutContractTests {
    @Test func anUnknownSymbolInsideAGeometryReaderFailsTheRender() throws {
        // The reader builds its content while it is placed, after the view tree is made.
        let error = #expect(throws: RenderError.self) {
            try renderForTest(GeometryReader { _ in Image(systemName: "magnifyingglas") }.frame(height: 40))
        }
        #expect(error?.description.contains("magnifyingglas") == true)
    }

    @Test func diagnosticsKeepEveryReportFromManyThreads() {
        let diagnostics = Diagnostics()
        struct Problem: Error {}
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 { diagnostics.report(Problem()) }
        }
        #expect(diagnostics.errors.count == 16_000)
    }

    /// A stack is placed with the proposal it was measured with, so its baselines must come from
    /// that layout too. Here, in monospaced 17-point text (10.2 points a letter), the inner stack is
    /// offered about 210 points: its first text gets half, 103, and sets its two 8-letter words on
    /// two lines 81.6 wide; the second gets the rest, 124, and sets its three 7-letter words on three
    /// lines. The stack is then 157 wide. Laid out again at 157, the first text would get 76.5, too
    /// narrow for a word, and break mid-word onto four lines: a last baseline below the second
    /// text's, which is not what is drawn.
    @Test func aStacksBaselineIsTheOneOfTheLayoutItDraws() throws {
        let row = HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("Go").layoutRole("marker")
            HStack(alignment: .top, spacing: 4) {
                Text("xxxxxxxx xxxxxxxx")
                Text("mmmmmmm mmmmmmm mmmmmmm")
            }
            .layoutRole("inner")
        }
        .font(.body.monospaced())
        let rendering = try renderForTest(row, width: 230)
        let marker = try #require(rendering.root.firstNode(role: "marker")?.allTextNodes.first)
        let inner = try #require(rendering.root.firstNode(role: "inner"))
        #expect(inner.allTextNodes.map { $0.layout?.lines.count } == [2, 3])
        let markerBaseline = marker.frame.minY + (marker.layout?.lines.last?.baseline ?? .nan)
        let drawnBaselines = inner.allTextNodes.compactMap { text in
            text.layout?.lines.last.map { text.frame.minY + $0.baseline }
        }
        // The inner stack aligns on its lowest text's last baseline, as drawn.
        #expect(drawnBaselines.max() == markerBaseline)
    }

    @Test func aWheelsFadedRowsAreFadedForTheAudit() throws {
        let wheel = Picker("Size", selection: .constant(3)) {
            ForEach(0..<8) { Text("Row \($0)").tag($0) }
        }
        .pickerStyle(.wheel)
        let subject = try renderForTest(wheel.padding(40)).auditSubject()
        func alpha(_ text: String) -> UInt8? { subject.texts.first { $0.text == text }?.color.a }
        let selected = try #require(alpha("Row 3"))
        // One row away is drawn at 55% of the selected row's opacity, three rows away at 20%.
        #expect(alpha("Row 2").map { abs(Double($0) - Double(selected) * 0.55) <= 1 } == true)
        #expect(alpha("Row 6").map { abs(Double($0) - Double(selected) * 0.2) <= 1 } == true)
        // Rows further away are not drawn at all, so the audit does not read them.
        #expect(alpha("Row 7") == nil)
        // And every row read is clipped to the wheel, not to the padded screen around it.
        #expect(!subject.texts.isEmpty)
        #expect(subject.texts.allSatisfy { $0.visibleRect.height <= WheelMetrics.height + 0.5 })
    }
}

extension Node {
    /// The first node of the subtree with `role`.
    func firstNode(role: String) -> Node? {
        if self.role == role { return self }
        for child in children { if let found = child.firstNode(role: role) { return found } }
        return nil
    }

    /// Every text of the subtree.
    var allTextNodes: [TextNode] {
        ((self as? TextNode).map { [$0] } ?? []) + children.flatMap(\.allTextNodes)
    }
}
