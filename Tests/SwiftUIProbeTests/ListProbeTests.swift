import Raster
import SwiftUI
import Testing

@Suite struct ListProbeTests {
    /// The first laid-out text reading `string`.
    private func text(_ string: String, in rendering: Rendering) throws -> LayoutElement {
        try #require(rendering.elements(withRole: "text").first { $0.string("text") == string })
    }

    @Test func inEditModeRowsShowADeleteControlAndAGrip() throws {
        let rendering = try probe(EditModeDeleteProbe(), width: 402)
        let deletes = rendering.elements(withRole: "deleteControl"), grips = rendering.elements(withRole: "reorderControl")
        try #require(deletes.count == 2 && grips.count == 2)
        #expect(deletes[0].frame.width == 22 && deletes[0].frame.height == 22)
        // A red circle with a white bar across its middle; the row's text 16 points after it.
        let centre = (x: Int(deletes[0].frame.midX), y: Int(deletes[0].frame.midY))
        #expect(rendering.image[centre.x, centre.y] == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(rendering.image[centre.x, centre.y - 6] == Color.red.resolve(in: EnvironmentValues()))
        #expect(try text("Amoxicillin", in: rendering).frame.minX == deletes[0].frame.maxX + 16)
        #expect(grips[0].frame.maxX <= 402 - 16 && grips[0].frame.minX > 300)
        #expect(rendering.transcript.contains("Delete"))
    }

    @Test func atRestDeletableRowsDrawAsPlainRows() throws {
        let rendering = try probe(DeletableRowsProbe(), width: 402)
        let plain = try probe(List { Text("Flu vaccine"); Text("COVID-19 booster") }, width: 402)
        #expect(rendering.image == plain.image)
        #expect(rendering.elements(withRole: "deleteControl").isEmpty)
    }

    @Test func removingAndMovingByOffsetsAsSwiftUIDoes() {
        var items = ["a", "b", "c", "d"]
        items.move(fromOffsets: [0], toOffset: 3)
        #expect(items == ["b", "c", "a", "d"])
        items.move(fromOffsets: [2, 3], toOffset: 0)
        #expect(items == ["a", "d", "b", "c"])
        items.remove(atOffsets: [1, 3])
        #expect(items == ["a", "b"])
    }

    /// The reddest pixel in column `x` between rows `y0` and `y1`.
    private func hasRedSeparator(_ image: Bitmap, x: Int, from y0: Int, to y1: Int) -> Bool {
        (y0..<y1).contains { y in
            let pixel = image[x, y]
            return pixel.r > 200 && pixel.g < 150 && pixel.b < 150
        }
    }

    @Test func aTintedSeparatorIsDrawnInItsTint() throws {
        let rendering = try probe(SeparatorTintProbe(), width: 402, scale: 2)
        let gp = try text("GP surgery", in: rendering).frame, pharmacy = try text("Pharmacy", in: rendering).frame
        let dentist = try text("Dentist", in: rendering).frame
        let x = Int(gp.minX + 10) * 2
        #expect(hasRedSeparator(rendering.image, x: x, from: Int(gp.maxY) * 2, to: Int(pharmacy.minY) * 2))
        #expect(!hasRedSeparator(rendering.image, x: x, from: Int(pharmacy.maxY) * 2, to: Int(dentist.minY) * 2))
    }

    @Test func aProminentHeaderIsTitle3BoldInTheLabelColour() throws {
        let rendering = try probe(ProminentHeaderProbe(), width: 402)
        let prominent = try text("Your details", in: rendering).frame
        let standalone = try probe(Text("Your details").font(.title3).bold().fixedSize(), width: 402)
        let alone = try text("Your details", in: standalone).frame
        #expect(abs(prominent.width - alone.width) < 0.01 && abs(prominent.height - alone.height) < 0.01)
        // A standard header is iOS 26's: headline, semibold at body size (Fidelity.md rows 16, 17).
        let standard = try text("Preferences", in: rendering).frame
        let headline = try probe(Text("Preferences").font(.headline).fixedSize(), width: 402)
        let headlineAlone = try text("Preferences", in: headline).frame
        #expect(abs(standard.width - headlineAlone.width) < 0.01 && abs(standard.height - headlineAlone.height) < 0.01)
        // The prominent header's strokes are near black; the standard one's grey.
        func darkest(_ frame: Rect) -> Int {
            var darkest = 255
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) { darkest = min(darkest, Int(rendering.image[x, y].g)) }
            }
            return darkest
        }
        #expect(darkest(prominent) < 40 && darkest(standard) > 80)
    }

    @Test func anOutlineGroupShowsItsTopLevelCollapsed() throws {
        let rendering = try probe(OutlineGroupProbe(), width: 402)
        #expect(rendering.texts == ["Heart", "Skin"])
        let disclosures = rendering.elements(withRole: "disclosureHeader")
        try #require(disclosures.count == 1)
        #expect(disclosures[0].allElements.contains { $0.string("text") == "Heart" })
        #expect(rendering.transcript.contains("collapsed"))
    }

    @Test func aHierarchicalListGivesEachParentADisclosureChevron() throws {
        let rendering = try probe(FileTreeListProbe(), width: 402)
        #expect(rendering.texts == ["Letters", "Referral", "Results"])
        // Letters and Results have children (Results an empty folder); Referral is a leaf.
        let disclosures = rendering.elements(withRole: "disclosureHeader")
        #expect(disclosures.count == 2)
        #expect(!disclosures.contains { $0.allElements.contains { $0.string("text") == "Referral" } })
    }

    @Test func aTableOnAPhoneIsAListOfItsFirstColumn() throws {
        let rendering = try probe(PatientTableProbe(), width: 402)
        let list = try probe(List { Text("Ada Lovelace"); Text("Alan Turing") }, width: 402)
        #expect(rendering.texts == ["Ada Lovelace", "Alan Turing"])
        #expect(rendering.image == list.image)
    }

    @Test func aTableOnAnIPadHeadsItsColumnsAndSharesItsWidth() throws {
        let rendering = try probe(DoseTableProbe(), width: 1024)
        #expect(rendering.texts == ["Medicine", "Dose", "Paracetamol", "500 mg"])
        // Two columns share the plain list's row width: the second starts half way across it.
        let medicine = try text("Medicine", in: rendering).frame, dose = try text("Dose", in: rendering).frame
        let paracetamol = try text("Paracetamol", in: rendering).frame, mg = try text("500 mg", in: rendering).frame
        #expect(paracetamol.minX == medicine.minX && mg.minX == dose.minX)
        #expect(abs((dose.minX - medicine.minX) - (1024 - 2 * medicine.minX) / 2) <= 1)
    }
}
