import AccessibilityAudit
import Foundation
import Raster
@testable import SnapUI
import Snapshot
import Testing
import ViewSnapshots

/// Previews as scenes, read from the previews this test bundle declares (Tests/SnapUITests/PreviewTests.swift:
/// three unnamed `#Preview`s, two named "Named", one "Traits" with `.sizeThatFitsLayout` and `.landscapeLeft`,
/// one `.fixedLayout(width: 320, height: 200)`, and `PreviewedCard_Previews` with "Card" at
/// `.sizeThatFits` and "Wide card" at `.fixed(width: 300, height: 80)` in `.landscapeRight`).
@Suite struct PreviewSceneTests {
    static let fonts = SceneFonts(folder: FontFolder(path: FontFolder.packageFolder, source: .package))
    static let matrix = SnapshotMatrix(
        devices: [.iPhoneSE, .iPadPro11], textSizes: [.large], schemes: [.light], maximumScale: 1)

    /// The entries of the SnapUITests module's previews, by id.
    static func entries(_ selection: PreviewSelection = .modules("SnapUITests")) throws -> [String: CatalogueEntry] {
        let entries = try selection.entries(matrix: matrix, fonts: fonts.load())
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
    }

    /// A preview named `name` in `fileID`, with `traits`.
    static func preview(_ name: String?, in fileID: String = "Feature/Home.swift", line: Int = 1) -> Preview {
        Preview(name: name, traits: [], fileID: fileID, filePath: "/src/" + fileID, line: line, column: 1) { Text("x") }
    }

    @Test func idsAreTheFileThenTheNameWithDuplicatesNumberedInOrder() throws {
        let ids = try Self.entries().keys.sorted()
        #expect(ids == [
            "PreviewTests/named", "PreviewTests/named-2", "PreviewTests/preview", "PreviewTests/preview-2",
            "PreviewTests/preview-3", "PreviewTests/traits", "PreviewedCard/card", "PreviewedCard/wide-card",
        ])
    }

    @Test func aNameIsLowercasedWithEveryRunOfOtherCharactersOneDash() {
        let previews = [
            Self.preview("Signed in"), Self.preview("  GP -- 2nd visit!  ", line: 2), Self.preview("Café & Co", line: 3),
            Self.preview("!!!", line: 4), Self.preview("", line: 5), Self.preview("Signed in", line: 6),
            Self.preview("Card", in: "Feature/Home View+Dark.swift"), Self.preview(nil, in: "Feature/Home_Previews"),
            Self.preview(nil, in: "Feature/HomePreviews"), Self.preview(nil, in: "Feature/Previews"),
        ]
        #expect(PreviewSceneID.ids(of: previews) == [
            "Home/signed-in", "Home/gp-2nd-visit", "Home/caf-co", "Home/preview", "Home/preview-2", "Home/signed-in-2",
            "Home-View-Dark/card", "Home/preview-3", "Home/preview-4", "Previews/preview",
        ])
    }

    @Test func filesOfOneNameInTwoModulesPutTheirModuleFirst() {
        let previews = [
            Self.preview("Empty", in: "Appointments/ListView.swift"), Self.preview("Empty", in: "Messages/ListView.swift"),
            Self.preview(nil, in: "Messages/listview.swift", line: 2), Self.preview(nil, in: "Messages/Home.swift"),
        ]
        #expect(PreviewSceneID.ids(of: previews) == [
            "Appointments-ListView/empty", "Messages-ListView/empty", "Messages-listview/preview", "Home/preview",
        ])
        // Whichever module's previews come first, each id is the same.
        #expect(PreviewSceneID.ids(of: [previews[1], previews[0]]) == ["Messages-ListView/empty", "Appointments-ListView/empty"])
        #expect(PreviewSceneID.ids(of: previews).allSatisfy { (try? SceneCatalogue.check(id: $0)) != nil })
    }

    @Test func anIDDoesNotDependOnWhereThePreviewIsWrittenOrOnOtherFiles() {
        let before = PreviewSceneID.ids(of: [Self.preview("Signed in", line: 10), Self.preview("Empty", line: 20)])
        // The file's previews move down and another file gains one before them: the ids stay.
        let after = PreviewSceneID.ids(of: [
            Self.preview("Signed in", in: "Feature/Badge.swift"),
            Self.preview("Signed in", line: 42), Self.preview("Empty", line: 57),
        ])
        #expect(before == ["Home/signed-in", "Home/empty"])
        #expect(Array(after.dropFirst()) == before)
    }

    @Test func eachTraitGivesItsLayoutModeAndOnlyTheDeviceLayoutIsAScreen() throws {
        let entries = try Self.entries()
        let layouts = entries.mapValues(\.layout)
        #expect(layouts == [
            "PreviewTests/preview": .device, "PreviewTests/named": .device, "PreviewTests/named-2": .device,
            "PreviewTests/traits": .sizeThatFits, "PreviewTests/preview-2": .fixed(width: 320, height: 200),
            "PreviewTests/preview-3": .device,
            "PreviewedCard/card": .sizeThatFits, "PreviewedCard/wide-card": .fixed(width: 300, height: 80),
        ])
        #expect(entries.filter(\.value.isScreen).keys.sorted() == [
            "PreviewTests/named", "PreviewTests/named-2", "PreviewTests/preview", "PreviewTests/preview-3",
        ])
        // Each records where its preview is written: a `#Preview` its file and line.
        let named = try #require(entries["PreviewTests/named"])
        #expect(named.source.file.hasSuffix("Tests/SnapUITests/PreviewTests.swift") && named.source.line == 15)
    }

    @Test func eachLayoutModeDrawsAtItsSize() throws {
        let entries = try Self.entries()
        let settings = RenderSettings(width: 375, screenHeight: 667, scale: 1, textSize: .large, scheme: .light)
        func size(_ id: String) throws -> Size {
            try #require(entries[id]).render(settings, fonts: Self.fonts.load()) { _ in }.size
        }
        // On the device: its width, and the screen's height for a screen.
        #expect(try size("PreviewTests/named") == Size(width: 375, height: 667))
        // A fixed layout: exactly its size, whatever the view.
        #expect(try size("PreviewTests/preview-2") == Size(width: 320, height: 200))
        #expect(try size("PreviewedCard/wide-card") == Size(width: 300, height: 80))
        // At its ideal size: the text's own width on one line, narrower than the device.
        let card = try size("PreviewedCard/card")
        let fitted = try size("PreviewTests/traits")
        #expect(card.width > 20 && card.width < 60 && card.height > 15 && card.height < 30)
        #expect(fitted.width > card.width && fitted.width < 150 && fitted.height == card.height)
    }

    @Test func aLandscapePreviewTurnsTheMatrixsDevicesOnTheirSide() throws {
        let entries = try Self.entries()
        for id in ["PreviewTests/traits", "PreviewedCard/wide-card"] {
            let devices = try #require(entries[id]?.devices)
            #expect(devices.map(\.name) == ["iphone-se-landscape", "ipad-pro-11-landscape"])
            #expect(devices.map(\.width) == [667, 1194] && devices.map(\.height) == [375, 834])
        }
        // Upright previews keep the matrix's devices.
        #expect(entries["PreviewTests/named"]?.devices == nil)
        // A device already on its side stays itself, and is listed once.
        let sideways = SnapshotMatrix(devices: [.iPhone16Pro, .iPhone16ProLandscape], textSizes: [.large], schemes: [.light])
        let traits = try PreviewSelection.modules("SnapUITests").entries(matrix: sideways, fonts: Self.fonts.load())
            .first { $0.id == "PreviewTests/traits" }
        #expect(traits?.devices == [.iPhone16ProLandscape])
    }

    @Test func waiversApplyToEveryPreviewOrToTheIDsNamed() throws {
        let all = AuditWaiver(.textContrast, reason: "as written for iOS")
        let one = AuditWaiver(.targetSize, reason: "a 28-point switch")
        let entries = try Self.entries(
            PreviewSelection.modules("SnapUITests").waiving([all]).waiving([one], for: "PreviewTests/preview-2"))
        #expect(entries["PreviewTests/preview-2"]?.waivers == [all, one])
        #expect(entries["PreviewTests/named"]?.waivers == [all])
        #expect(entries["PreviewedCard/card"]?.waivers == [all])
    }

    @Test func aWaiverForAnUnknownIDIsAnErrorNamingTheNearestIDs() throws {
        let selection = PreviewSelection.modules("SnapUITests")
            .waiving([AuditWaiver(.targetSize, reason: "x")], for: "PreviewTests/nmaed")
        #expect {
            try selection.entries(matrix: Self.matrix, fonts: Self.fonts.load())
        } throws: { error in
            guard case SnapshotError.unknownWaivedScene(let id, let nearest) = error else { return false }
            return id == "PreviewTests/nmaed" && nearest.first == "PreviewTests/named"
        }
        do {
            _ = try selection.entries(matrix: Self.matrix, fonts: Self.fonts.load())
        } catch {
            #expect(String(describing: error).hasPrefix(
                "an audit waiver is given for 'PreviewTests/nmaed', which no preview has (renamed or removed?); nearest: PreviewTests/named"))
        }
    }

    @Test func aModuleSelectionTakesOnlyThatModulesPreviews() throws {
        let all = try PreviewSelection.all.entries(matrix: Self.matrix, fonts: Self.fonts.load()).map(\.id)
        let mine = try Self.entries().keys
        #expect(Set(mine).isSubset(of: Set(all)) && all.count > mine.count)
        #expect(try PreviewSelection.modules("NoSuchModule").entries(matrix: Self.matrix, fonts: Self.fonts.load()).isEmpty)
    }
}
