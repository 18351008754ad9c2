import Foundation
import Raster
import SwiftUI
import Testing

/// What iOS has in Foundation and Linux keeps elsewhere (FoundationNetworking) or lacks (formatters),
/// in files that import Foundation beside SwiftUI. The strings are iOS's in en_GB, the snapshot's locale.
@Suite struct FoundationProbeTests {
    @Test func aURLRequestBuiltByAClientIsDrawn() throws {
        #expect(try probe(URLRequestClientProbe()).texts == ["GET", "/surgeries"])
    }

    @Test func byteCountsAreWrittenAsIOSWritesThem() throws {
        let texts = try probe(ByteCountDownloadProbe(), width: 300).texts
        #expect(texts == ["Test results.pdf", "1.2 MB", "Cache: 2 KB"])
    }

    @Test func aRelativeDateTimeFormatterWritesNumericAndNamedDistances() throws {
        let texts = try probe(RelativeLastUpdatedProbe(), width: 300).texts
        #expect(texts == ["Updated 2 hours ago", "Ordered yesterday"])
    }

    @Test func aDateFormattedRelativeToNow() throws {
        #expect(try probe(RelativeFormatStyleProbe()).texts == ["Sent 3 hours ago"])
    }

    @Test func aDurationIsWrittenInUnitsAndAsATime() throws {
        #expect(try probe(DurationAppointmentLengthProbe()).texts == ["1 hour, 30 minutes", "1:30:00"])
    }

    @Test func aMeasurementFormatterKeepsTheUnitGivenAndItsDecimals() throws {
        let texts = try probe(MeasurementDistanceProbe(), width: 300).texts
        #expect(texts == ["Boots, High Street", "2.5 km"])
    }

    @Test func aDateComponentsFormatterWritesFullAbbreviatedAndPositionalStyles() throws {
        let texts = try probe(DateComponentsWaitTimeProbe(), width: 300).texts
        #expect(texts == ["Wait: 1 hour, 30 minutes", "1h 30m", "1:30"])
    }

    @Test func aListFormatterJoinsWithoutASerialCommaInBritishEnglish() throws {
        let texts = try probe(ListMedicinesProbe(), width: 400).texts
        #expect(texts == ["Includes Paracetamol, Ibuprofen and Aspirin"])
    }

    @Test func aPersonsNameIsWrittenInTheStylesAsked() throws {
        #expect(try probe(PersonNameGreetingProbe()).texts == ["JD", "Jane Doe", "Hi, Jane"])
    }
}
