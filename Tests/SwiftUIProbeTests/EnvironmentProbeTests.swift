import Foundation
import Raster
import SwiftUI
import Testing

@Suite struct EnvironmentProbeTests {
    @Test func theSizeClassIsCompactOnAPhoneAndRegularOnAnIPad() throws {
        let phone = try probe(AdaptiveSizeClassProbe(), width: 390).image
        let tablet = try probe(AdaptiveSizeClassProbe(), width: 820).image
        // Stacked (80 tall, blue under red) on a phone; side by side (40 tall) on an iPad.
        #expect(phone.height == 80 && tablet.height == 40)
        let (phoneRed, phoneBlue) = (try #require(phone.box { $0.isReddish }), try #require(phone.box { $0.isBluish }))
        let (tabletRed, tabletBlue) = (try #require(tablet.box { $0.isReddish }), try #require(tablet.box { $0.isBluish }))
        #expect(phoneBlue.minY == phoneRed.maxY + 1 && phoneBlue.minX == phoneRed.minX)
        #expect(tabletBlue.minX == tabletRed.maxX + 1 && tabletBlue.minY == tabletRed.minY)
        // The same rule as UIKit's traits: an upright screen 744 points wide (the iPad mini's) is
        // regular; a phone on its side is compact high, and compact wide unless a Plus or Max (896+).
        var environment = EnvironmentValues()
        environment.screenWidth = 743
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .regular)
        environment.screenWidth = 744
        #expect(environment.horizontalSizeClass == .regular)
        (environment.screenWidth, environment.screenHeight) = (874, 402)
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .compact)
        environment.screenWidth = 956
        #expect(environment.horizontalSizeClass == .regular)
    }

    @Test func aCompactHeightGivesTheHeaderLessRoom() throws {
        #expect(try probe(CompactHeightHeaderProbe()).size.height == 96)
        let short = try probe(CompactHeightHeaderProbe()) { $0.verticalSizeClass = .compact }
        #expect(short.size.height == 44)
    }

    @Test func reduceMotionSwapsTheSpinnerForAStillSymbol() throws {
        #expect(try probe(ReduceMotionLoadingProbe()).elements(withRole: "icon").isEmpty)
        let reduced = try probe(ReduceMotionLoadingProbe()) { $0.accessibilityReduceMotion = true }
        #expect(reduced.elements(withRole: "icon").count == 1)
        #expect(reduced.texts == ["Loading messages"])
    }

    @Test func reduceTransparencyMakesTheCardOpaque() throws {
        let translucent = try probe(ReduceTransparencyCardProbe(), width: 100).image
        let opaque = try probe(ReduceTransparencyCardProbe(), width: 100) { $0.accessibilityReduceTransparency = true }.image
        // White at 60% over pure red: green and blue 153; opaque: white.
        let card = translucent[50, 25]
        #expect(card.r == 255 && abs(Int(card.g) - 153) <= 1 && abs(Int(card.b) - 153) <= 1)
        #expect(opaque[50, 25] == .white && opaque[5, 5] == RGBA(r: 255, g: 0, b: 0))
    }

    @Test func differentiateWithoutColorAddsASymbol() throws {
        #expect(try probe(DifferentiateWithoutColorStatusProbe()).elements(withRole: "icon").isEmpty)
        let marked = try probe(DifferentiateWithoutColorStatusProbe()) { $0.accessibilityDifferentiateWithoutColor = true }
        #expect(marked.elements(withRole: "icon").count == 1)
    }

    @Test func smartInvertIsOffUnlessSet() throws {
        let normal = try probe(InvertColorsThumbnailProbe(), width: 64).image
        let inverted = try probe(InvertColorsThumbnailProbe(), width: 64) { $0.accessibilityInvertColors = true }.image
        let green = normal[32, 24]
        #expect(green.r == 0 && abs(Int(green.g) - 128) <= 1 && green.b == 0 && inverted[32, 24] == .black)
    }

    @Test func boldTextDrawsRegularTextSemibold() throws {
        let regular = try probe(BoldTextAwareRowProbe())
        let bold = try probe(BoldTextAwareRowProbe()) { $0.legibilityWeight = .bold }
        let semibold = try #require(probe(BoldTextAwareRowProbe().fontWeight(.semibold)).elements(withRole: "text").first)
        let regularText = try #require(regular.elements(withRole: "text").first)
        let boldText = try #require(bold.elements(withRole: "text").first)
        // As iOS's Bold Text: regular text in semibold (the bold face), and the rule one point thicker.
        #expect(boldText.frame.width > regularText.frame.width)
        #expect(boldText.frame.width == semibold.frame.width)
        #expect(bold.size.height == regular.size.height + 1)
        #expect(EnvironmentValues().legibilityWeight == .regular)
        #expect(Font.Weight.regular.legibilityBold == .semibold && Font.Weight.semibold.legibilityBold == .heavy)
    }

    @Test func boldTextDrawsSymbolsHeavier() throws {
        let regular = try probe(BoldTextSymbolProbe()).image.count { $0.r < 128 }
        let bold = try probe(BoldTextSymbolProbe()) { $0.legibilityWeight = .bold }.image.count { $0.r < 128 }
        let semibold = try probe(BoldTextSymbolProbe().fontWeight(.semibold)).image.count { $0.r < 128 }
        #expect(bold > regular && bold == semibold)
    }

    @Test func sizeCategoriesCompareInSizeOrder() throws {
        #expect(try probe(LargeTextSymbolHidingProbe(), dynamicTypeSize: .xLarge).elements(withRole: "icon").count == 1)
        let large = try probe(LargeTextSymbolHidingProbe(), dynamicTypeSize: .xxLarge)
        #expect(large.elements(withRole: "icon").isEmpty && large.texts == ["Medicines"])
        #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    }

    @Test func increasedContrastDarkensTheLabel() throws {
        let standard = try probe(IncreasedContrastLabelProbe()).image
        let increased = try probe(IncreasedContrastLabelProbe()) { $0.colorSchemeContrast = .increased }.image
        #expect(EnvironmentValues().colorSchemeContrast == .standard)
        #expect(standard.count { $0 == .black } == 0 && increased.count { $0 == .black } > 0)
    }

    @Test func sizeCategoryXXLScalesBodyTextAsIOS() throws {
        let texts = try probe(SizeCategoryOverrideProbe()).elements(withRole: "text")
        try #require(texts.count == 2)
        // Body is 17 points at Large and 21 at Extra Extra Large (iOS's Dynamic Type table); heights
        // are rounded up to a pixel, as iOS's.
        #expect(abs(texts[1].frame.height / texts[0].frame.height - 21.0 / 17.0) < 0.005)
        #expect(abs(texts[1].frame.width / texts[0].frame.width - 21.0 / 17.0) < 0.01)
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityMedium
        #expect(environment.dynamicTypeSize == .accessibility1 && environment.sizeCategory.isAccessibilityCategory)
    }

    @Test func anAccessibilitySizeCategoryStacksTheRow() throws {
        let row = try probe(AccessibilitySizeCategoryStackProbe()).elements(withRole: "text")
        let stacked = try probe(AccessibilitySizeCategoryStackProbe(), dynamicTypeSize: .accessibility1).elements(withRole: "text")
        try #require(row.count == 2 && stacked.count == 2)
        #expect(row[0].frame.midY == row[1].frame.midY && row[1].frame.minX > row[0].frame.maxX)
        #expect(stacked[1].frame.minY >= stacked[0].frame.maxY && stacked[0].frame.minX == stacked[1].frame.minX)
    }

    @Test func theLocaleWritesTheDate() throws {
        #expect(try probe(GermanDateProbe()).texts == ["3. Juni 2025"])
    }

    @Test func theTimeZoneWritesTheTime() throws {
        // 09:00 UTC on 3 June is 05:00 in New York (daylight time), written as en_GB writes times.
        #expect(try probe(TimeZoneAppointmentProbe()).texts == ["05:00"])
    }

    @Test func theCalendarStartsTheWeekOnMondayInBritain() throws {
        #expect(try probe(WeekStartCalendarProbe()).texts == ["Week starts on Monday"])
    }

    @Test func colorSchemeDarkensOnlyTheViewItModifies() throws {
        let image = try probe(DarkCardColorSchemeProbe(), width: 40).image
        #expect(image[10, 10] == .black && image[30, 10] == .white)
    }

    @Test func preferredColorSchemeDrawsTheScreenDark() throws {
        #expect(try probe(PreferredDarkSchemeProbe(), width: 20).image[10, 10] == .white)
    }

    @Test func aTransactionChangesNothingAtRest() throws {
        let plain = try probe(Toggle("Reminders", isOn: .constant(true)))
        #expect(try probe(TransactionToggleProbe()).image == plain.image)
        #expect(withTransaction(\.disablesAnimations, true) { 42 } == 42)
    }

    @Test func theLayoutDirectionIsWritable() throws {
        let icons = try probe(RightToLeftChevronProbe()).elements(withRole: "icon")
        #expect(icons.map { $0.string("symbol") } == ["chevron.left"])
        #expect(EnvironmentValues().layoutDirection == .leftToRight)
    }
}
