import Foundation

// swift-corelibs-foundation has neither `Measurement.FormatStyle` nor `MeasurementFormatter`, so
// SnapUI writes the measurements health screens show itself, with Foundation's names, in the
// words ICU (and so iOS) uses for them in English.

/// What a formatted measurement is for, as Foundation's type: `.general` writes it in the
/// locale's preferred unit, `.asProvided` in the unit given; `.personWeight`, `.person` and
/// `.personHeight` in the locale's units for people.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let kind: MeasurementWriting.Usage

    /// The locale's preferred unit for the measurement's dimension.
    public static var general: Self { Self(kind: .general) }
    /// The unit the measurement was made in.
    public static var asProvided: Self { Self(kind: .asProvided) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight: stones and pounds in the UK, pounds in the US, kilograms elsewhere.
    public static var personWeight: Self { Self(kind: .person) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A length on a person: inches in the UK and US, centimetres elsewhere.
    public static var person: Self { Self(kind: .person) }
    /// A person's height: feet and inches in the UK and US, centimetres elsewhere.
    public static var personHeight: Self { Self(kind: .personHeight) }
}

extension Measurement where UnitType: Dimension {
    /// Writes a measurement as Foundation's `Measurement.FormatStyle` does: the value in the
    /// locale's numbers and the unit's English name at the width asked for ("72.5 kg",
    /// "72.5 kilograms", "72.5kg"). With `.general` usage (the default, as on iOS) mass, length
    /// and temperature are converted to the locale's preferred units and rounded to whole units
    /// or two significant digits, as ICU does: 72.5 kg is "160 lb" in en_GB and en_US, "72 kg" in
    /// de_DE. Use `usage: .asProvided` to keep the unit given. Units beyond mass (kg, g, mg, µg,
    /// lb, oz, st), length (km, m, cm, mm, mi, ft, in), volume (l, ml), energy (kcal) and
    /// temperature (°C, °F) are written with their symbol.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let kind: MeasurementWriting.Width
            /// The full name: "72.5 kilograms".
            public static var wide: Self { Self(kind: .wide) }
            /// The symbol after a space: "72.5 kg".
            public static var abbreviated: Self { Self(kind: .abbreviated) }
            /// The symbol with no space: "72.5kg".
            public static var narrow: Self { Self(kind: .narrow) }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent,
                    usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let parts = MeasurementWriting.parts(of: measurement.value, in: measurement.unit,
                                                 usage: usage?.kind ?? .general, locale: locale)
            let rounding = parts.count > 1 || parts[0].unit !== measurement.unit || usage?.kind != .asProvided
            let written = parts.enumerated().map { index, part in
                let isLast = index == parts.count - 1
                let number = numberFormatStyle.map { $0.locale(locale).format(part.value) }
                    ?? MeasurementWriting.number(part.value, rounded: rounding && isLast, whole: !isLast, locale: locale)
                return MeasurementWriting.name(number, unit: part.unit, width: width.kind, locale: locale)
            }
            return written.joined(separator: width.kind == .narrow ? " " : ", ")
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The measurement written by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// The measurement written at `.abbreviated` width for general usage.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension Foundation.FormatStyle {
    /// A measurement's format style, as Foundation's `.measurement(width:usage:numberFormatStyle:)`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// The units, names and locale preferences behind `Measurement.FormatStyle`.
enum MeasurementWriting {
    enum Usage: String, Codable, Hashable, Sendable { case general, asProvided, person, personHeight }
    enum Width: String, Codable, Hashable, Sendable { case wide, abbreviated, narrow }

    struct Part {
        let value: Double
        let unit: Dimension
    }

    /// The stone, 14 pounds: swift-corelibs-foundation's `UnitMass.stones` has the inverse factor.
    static let stone = UnitMass(symbol: "st", converter: UnitConverterLinear(coefficient: 6.35029318))

    /// Regions whose preferred units are imperial, for mass and length (CLDR's "US GB").
    static func isImperial(_ locale: Locale) -> Bool {
        ["US", "GB"].contains(locale.region?.identifier ?? "")
    }

    /// The value in the units `usage` asks for in `locale`: one part, or two for mixed units
    /// ("11 st, 5.8 lb"), each unit chosen as the first whose value is at least one.
    static func parts(of value: Double, in unit: Dimension, usage: Usage,
                      locale: Locale) -> [Part] {
        let imperial = isImperial(locale)
        let region = locale.region?.identifier
        let ladder: [[Dimension]]
        switch (unit, usage) {
        case (_, .asProvided):
            return [Part(value: value, unit: unit)]
        case (is UnitMass, .person) where region == "GB":
            ladder = [[stone, UnitMass.pounds], [UnitMass.pounds, UnitMass.ounces]]
        case (is UnitMass, .person) where imperial:
            ladder = [[UnitMass.pounds], [UnitMass.pounds, UnitMass.ounces]]
        case (is UnitMass, .person):
            ladder = [[UnitMass.kilograms], [UnitMass.grams]]
        case (is UnitMass, _):
            ladder = imperial ? [[UnitMass.pounds], [UnitMass.ounces]]
                              : [[UnitMass.kilograms], [UnitMass.grams], [UnitMass.milligrams]]
        case (is UnitLength, .personHeight):
            ladder = imperial ? [[UnitLength.feet, UnitLength.inches]] : [[UnitLength.centimeters]]
        case (is UnitLength, .person):
            ladder = imperial ? [[UnitLength.inches]] : [[UnitLength.centimeters]]
        case (is UnitLength, _):
            ladder = imperial ? [[UnitLength.miles], [UnitLength.feet], [UnitLength.inches]]
                              : [[UnitLength.kilometers], [UnitLength.meters], [UnitLength.centimeters]]
        case (is UnitTemperature, _):
            ladder = [[region == "US" ? UnitTemperature.fahrenheit : UnitTemperature.celsius]]
        default:
            return [Part(value: value, unit: unit)]
        }
        let base = unit.converter.baseUnitValue(fromValue: value)
        let units = ladder.first { base >= $0[0].converter.baseUnitValue(fromValue: 1) } ?? ladder[ladder.count - 1]
        var parts: [Part] = []
        var remaining = base
        for (index, part) in units.enumerated() {
            let amount = part.converter.value(fromBaseUnitValue: remaining)
            let shown = index == units.count - 1 ? amount : amount.rounded(.down)
            parts.append(Part(value: shown, unit: part))
            remaining -= part.converter.baseUnitValue(fromValue: shown)
        }
        return parts
    }

    /// A converted value as ICU rounds it for a usage: whole units from ten, otherwise two
    /// significant digits (half to even); a value as provided with up to six decimals.
    static func number(_ value: Double, rounded: Bool, whole: Bool, locale: Locale) -> String {
        let style = FloatingPointFormatStyle<Double>.number.locale(locale).rounded(rule: .toNearestOrEven)
        if whole { return style.precision(.fractionLength(0)).format(value) }
        guard rounded else { return style.format(value) }
        return abs(value) >= 10 ? style.precision(.fractionLength(0)).format(value)
                                : style.precision(.significantDigits(1...2)).format(value)
    }

    /// English names of a unit: symbol, narrow symbol, and the wide name's singular and plural.
    private struct Names {
        let symbol: String
        let narrow: String
        let one: String
        let other: String
        var spaced = true
    }

    private static func names(of unit: Dimension, locale: Locale) -> Names {
        let american = locale.region?.identifier == "US"
        let metre = american ? "meter" : "metre"
        let litre = american ? "liter" : "litre"
        switch unit.symbol {
        case "kg": return Names(symbol: "kg", narrow: "kg", one: "kilogram", other: "kilograms")
        case "g": return Names(symbol: "g", narrow: "g", one: "gram", other: "grams")
        case "mg": return Names(symbol: "mg", narrow: "mg", one: "milligram", other: "milligrams")
        case "µg": return Names(symbol: "\u{3BC}g", narrow: "\u{3BC}g", one: "microgram", other: "micrograms")
        case "lb": return Names(symbol: "lb", narrow: "lb", one: "pound", other: "pounds")
        case "oz": return Names(symbol: "oz", narrow: "oz", one: "ounce", other: "ounces")
        case "st": return Names(symbol: "st", narrow: "st", one: "stone", other: "stone")
        case "km": return Names(symbol: "km", narrow: "km", one: "kilo" + metre, other: "kilo" + metre + "s")
        case "m": return Names(symbol: "m", narrow: "m", one: metre, other: metre + "s")
        case "cm": return Names(symbol: "cm", narrow: "cm", one: "centi" + metre, other: "centi" + metre + "s")
        case "mm": return Names(symbol: "mm", narrow: "mm", one: "milli" + metre, other: "milli" + metre + "s")
        case "mi": return Names(symbol: "mi", narrow: "mi", one: "mile", other: "miles")
        case "ft": return Names(symbol: "ft", narrow: "\u{2032}", one: "foot", other: "feet")
        case "in": return Names(symbol: "in", narrow: "\u{2033}", one: "inch", other: "inches")
        case "L": return Names(symbol: american ? "L" : "l", narrow: american ? "L" : "l", one: litre, other: litre + "s")
        case "mL": return Names(symbol: american ? "mL" : "ml", narrow: american ? "mL" : "ml",
                                one: "milli" + litre, other: "milli" + litre + "s")
        case "kCal": return Names(symbol: "kcal", narrow: "kcal", one: "kilocalorie", other: "kilocalories")
        case "°C": return Names(symbol: "°C", narrow: "°C", one: "degree Celsius", other: "degrees Celsius", spaced: false)
        case "°F": return Names(symbol: "°F", narrow: "°", one: "degree Fahrenheit", other: "degrees Fahrenheit", spaced: false)
        default: return Names(symbol: unit.symbol, narrow: unit.symbol, one: unit.symbol, other: unit.symbol)
        }
    }

    /// The written number with its unit's name at `width`.
    static func name(_ number: String, unit: Dimension, width: Width,
                     locale: Locale) -> String {
        let names = names(of: unit, locale: locale)
        switch width {
        case .wide: return number + " " + (number == "1" ? names.one : names.other)
        case .abbreviated: return number + (names.spaced ? " " : "") + names.symbol
        case .narrow: return number + names.narrow
        }
    }
}
