import Foundation
import Testing
@testable import SnapUI

@Suite("Date ranges, timers and measurements in Text")
struct RangeAndMeasurementTextTests {
    /// 1 June 2025, 09:00 GMT: SnapshotDefaults.now.
    private let nine = SnapshotDefaults.now

    @Test func aRangeOnOneDayShowsItsTimesAroundAThinSpacedEnDash() throws {
        let node = try textNode(Text(nine...nine.addingTimeInterval(90 * 60)))
        #expect(node.string == "09:00\u{2009}\u{2013}\u{2009}10:30")
        // The thin spaces are measured as thin: narrower than the same text with word spaces.
        let spaced = try textNode(Text(verbatim: "09:00 \u{2013} 10:30"))
        #expect(node.sizeThatFits(.unspecified).width < spaced.sizeThatFits(.unspecified).width - 1)
    }

    @Test func aRangeOverDaysShowsTheDatesInTheEnvironmentsLocaleAndTimeZone() throws {
        #expect(try textNode(Text(nine...nine.addingTimeInterval(3 * 86_400))).string
                == "01/06/2025, 09:00\u{2009}\u{2013}\u{2009}04/06/2025, 09:00")
        let london = try textNode(Text(DateInterval(start: nine, duration: 3600))
            .environment(\.timeZone, TimeZone(identifier: "Europe/London")!))
        #expect(london.string == "10:00\u{2009}\u{2013}\u{2009}11:00")
        let american = try textNode(Text(nine...nine.addingTimeInterval(5 * 3600)).environment(\.locale, Locale(identifier: "en_US")))
        #expect(american.string == "9:00\u{202F}AM\u{2009}\u{2013}\u{2009}2:00\u{202F}PM")
        #expect(try textNode(Text("Clinic \(nine...nine.addingTimeInterval(1800))")).string == "Clinic 09:00\u{2009}\u{2013}\u{2009}09:30")
    }

    @Test func aTimerIntervalIsFrozenAtNowOrItsPauseTime() throws {
        let started = nine.addingTimeInterval(-150)
        #expect(try textNode(Text(timerInterval: started...started.addingTimeInterval(600))).string == "7:30")
        #expect(try textNode(Text(timerInterval: started...started.addingTimeInterval(600), countsDown: false)).string == "2:30")
        #expect(try textNode(Text(timerInterval: started...started.addingTimeInterval(600), pauseTime: started.addingTimeInterval(60))).string == "9:00")
        let long = started...started.addingTimeInterval(2 * 3600)
        #expect(try textNode(Text(timerInterval: long)).string == "1:57:30")
        #expect(try textNode(Text(timerInterval: long, showsHours: false)).string == "117:30")
        // Before it starts a countdown shows the whole interval; after it ends, zero.
        #expect(try textNode(Text(timerInterval: nine.addingTimeInterval(60)...nine.addingTimeInterval(360))).string == "5:00")
        #expect(try textNode(Text(timerInterval: started...started.addingTimeInterval(60))).string == "0:00")
    }

    @Test func measurementsAsProvidedKeepTheirUnitAtEachWidth() throws {
        let weight = Measurement(value: 72.5, unit: UnitMass.kilograms)
        #expect(try textNode(Text(weight, format: .measurement(width: .abbreviated, usage: .asProvided))).string == "72.5 kg")
        #expect(try textNode(Text(weight, format: .measurement(width: .wide, usage: .asProvided))).string == "72.5 kilograms")
        #expect(try textNode(Text(weight, format: .measurement(width: .narrow, usage: .asProvided))).string == "72.5kg")
        let height = Measurement(value: 172, unit: UnitLength.centimeters)
        #expect(height.formatted(.measurement(width: .wide, usage: .asProvided).locale(SnapshotDefaults.locale)) == "172 centimetres")
        #expect(Measurement(value: 1, unit: UnitLength.meters).formatted(.measurement(width: .wide, usage: .asProvided)
            .locale(Locale(identifier: "en_US"))) == "1 meter")
        #expect(Measurement(value: 250, unit: UnitMass.grams)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(SnapshotDefaults.locale)) == "250 g")
        let german = try textNode(Text(Measurement(value: 1234.5, unit: UnitMass.grams), format: .measurement(width: .abbreviated, usage: .asProvided))
            .environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.string == "1.234,5 g")
    }

    /// The figures ICU (so iOS) writes for the same values in these locales.
    @Test func generalUsageConvertsToTheLocalesUnitsAsICUDoes() throws {
        let weight = Measurement(value: 72.5, unit: UnitMass.kilograms)
        #expect(try textNode(Text(weight, format: .measurement(width: .abbreviated))).string == "160 lb")
        #expect(weight.formatted(.measurement(width: .abbreviated).locale(Locale(identifier: "de_DE"))) == "72 kg")
        #expect(Measurement(value: 0.01, unit: UnitMass.kilograms).formatted(.measurement(width: .abbreviated)
            .locale(SnapshotDefaults.locale)) == "0.35 oz")
        #expect(Measurement(value: 0.5, unit: UnitMass.kilograms).formatted(.measurement(width: .abbreviated)
            .locale(Locale(identifier: "de_DE"))) == "500 g")
        #expect(Measurement(value: 1.72, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated)
            .locale(SnapshotDefaults.locale)) == "5.6 ft")
        #expect(Measurement(value: 1000, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated)
            .locale(SnapshotDefaults.locale)) == "3,281 ft")
        #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated)
            .locale(SnapshotDefaults.locale)) == "3.1 mi")
        #expect(Measurement(value: 0.001, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated)
            .locale(Locale(identifier: "de_DE"))) == "0,1 cm")
        #expect(Measurement(value: 36.8, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated)
            .locale(Locale(identifier: "en_US"))) == "98°F")
    }

    @Test func personUsagesWriteStonesAndFeetInMixedUnits() throws {
        let weight = Measurement(value: 72.5, unit: UnitMass.kilograms)
        #expect(try textNode(Text(weight, format: .measurement(width: .abbreviated, usage: .personWeight))).string == "11 st, 5.8 lb")
        #expect(weight.formatted(.measurement(width: .wide, usage: .personWeight).locale(SnapshotDefaults.locale)) == "11 stone, 5.8 pounds")
        #expect(weight.formatted(.measurement(width: .narrow, usage: .personWeight).locale(SnapshotDefaults.locale)) == "11st 5.8lb")
        #expect(Measurement(value: 0.5, unit: UnitMass.kilograms).formatted(.measurement(width: .abbreviated, usage: .personWeight)
            .locale(SnapshotDefaults.locale)) == "1 lb, 1.6 oz")
        #expect(weight.formatted(.measurement(width: .abbreviated, usage: .personWeight).locale(Locale(identifier: "en_US"))) == "160 lb")
        let height = Measurement(value: 172, unit: UnitLength.centimeters)
        #expect(try textNode(Text(height, format: .measurement(width: .abbreviated, usage: .personHeight))).string == "5 ft, 7.7 in")
        #expect(height.formatted(.measurement(width: .wide, usage: .personHeight).locale(SnapshotDefaults.locale)) == "5 feet, 7.7 inches")
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(Locale(identifier: "de_DE"))) == "172 cm")
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .person).locale(SnapshotDefaults.locale)) == "68 in")
    }
}
